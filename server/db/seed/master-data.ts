import { addDays } from '../../../contract/dates.ts';
import { surchargeModels } from '../account-schema.ts';
import type { Tx } from '../client.ts';
import { customers, lumpsumServices, projects, services } from '../schema.ts';
import type { SeedContext } from './context.ts';
import {
  CUSTOMERS,
  INTERNAL_CUSTOMER,
  numberProjects,
  PROJECTS,
  type ProjectSpec,
} from './customers-and-projects.ts';
import { LUMPSUM_SERVICES, type LumpKey, SERVICES, type ServiceKey } from './services.ts';
import { SURCHARGE_MODELS } from './surcharge-models.ts';

export type ProjectRef = { id: number; customersId: number; spec: ProjectSpec };

/** The ids the entries point to. */
export type MasterData = {
  services: Map<ServiceKey, number>;
  lumps: Map<LumpKey, number>;
  projects: ProjectRef[];
  internalCustomerId: number;
};

/** Services, lump sum services, customers, projects and surcharge models. */
export async function insertMasterData(tx: Tx, context: SeedContext): Promise<MasterData> {
  const { today, year, random } = context;
  const serviceRows = await tx
    .insert(services)
    .values(
      SERVICES.map((service) => ({
        name: service.name,
        number: service.number,
        active: service.active ?? true,
        note: service.note ?? null,
      })),
    )
    .returning();
  const serviceIds = new Map<ServiceKey, number>();
  for (const service of SERVICES) {
    const row = serviceRows.find((item) => item.number === service.number);
    if (row) serviceIds.set(service.key, row.id);
  }
  const lumpRows = await tx
    .insert(lumpsumServices)
    .values(
      LUMPSUM_SERVICES.map((service) => ({
        name: service.name,
        price: service.price,
        unit: service.unit,
        number: service.number,
        active: service.active ?? true,
        note: service.note ?? null,
      })),
    )
    .returning();
  const lumpIds = new Map<LumpKey, number>();
  for (const service of LUMPSUM_SERVICES) {
    const row = lumpRows.find((item) => item.number === service.number);
    if (row) lumpIds.set(service.key, row.id);
  }
  const customerRows = await tx
    .insert(customers)
    .values(
      CUSTOMERS.map((customer) => ({
        name: customer.name,
        number: customer.number,
        active: customer.active ?? true,
        billableDefault: customer.billableDefault ?? true,
        note: customer.note ?? null,
        color: customer.color,
      })),
    )
    .returning();
  const customerIds = CUSTOMERS.map(
    (customer) => customerRows.find((row) => row.number === customer.number)?.id as number,
  );
  const projectNumbers = numberProjects(year, random);
  const projectRows = await tx
    .insert(projects)
    .values(
      PROJECTS.map((spec, index) => {
        const budget = spec.budget;
        return {
          customersId: customerIds[spec.customer] as number,
          name: spec.yearSuffix ? `${spec.name} ${year}` : spec.name,
          number: projectNumbers[index] as string,
          active: spec.active ?? true,
          billableDefault: spec.billableDefault ?? true,
          note: spec.note ?? null,
          budgetMoney: budget.kind === 'none' ? null : budget.amount,
          budgetIsHours: budget.kind === 'hours' || (budget.kind === 'soft' && budget.hours === true),
          budgetIsNotStrict: budget.kind === 'soft',
          completed: spec.completed ?? false,
          billedMoney: spec.billedMoney ?? null,
          billedCompletely: spec.billedCompletely ?? false,
          deadline: spec.deadline === undefined ? null : addDays(today, spec.deadline),
        };
      }),
    )
    .returning();
  const projectRefs: ProjectRef[] = PROJECTS.map((spec, index) => {
    const row = projectRows.find((item) => item.number === projectNumbers[index]);
    if (!row) throw new Error(`project ${spec.name} missing`);
    return { id: row.id, customersId: row.customersId, spec };
  });
  await tx.insert(surchargeModels).values(
    SURCHARGE_MODELS.map((model) => ({
      name: model.name,
      accumulation: model.accumulation,
      night: model.night ?? null,
      nightIncreased: model.nightIncreased ?? null,
      nonbusiness: model.nonbusiness ?? null,
      nonbusinessSpecial: model.nonbusinessSpecial ?? null,
      sunday: model.sunday ?? null,
      saturday: model.saturday ?? null,
    })),
  );
  return {
    services: serviceIds,
    lumps: lumpIds,
    projects: projectRefs,
    internalCustomerId: customerIds[INTERNAL_CUSTOMER] as number,
  };
}
