import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import type { ScalarConfiguration } from './scalar-configuration.ts';

/** Scalar and its styles, in chunks of their own: only the API reference page imports this module. */
export default function ScalarView({ configuration }: { configuration: ScalarConfiguration }) {
  return <ApiReferenceReact configuration={configuration} />;
}
