import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A file or a component too long to read in one sitting hides what it does: past these limits a page
// is split into its columns, its state hook, its dialogs and its sections (docs/architecture.md).

const root = resolve(import.meta.dirname, '..');
const maxFileLines = 400;
const maxComponentLines = 200;

/** Generated, translated or seeded text, long by nature and not read as code. */
const exempt = [/\.test\./, /\.gen\.ts$/, /^src\/i18n\//, /^server\/db\/seed\//, /^server\/db\/migrations\//];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((path) => !exempt.some((pattern) => pattern.test(path)));
}

const files = ['src', 'server', 'contract'].flatMap(sourceFiles);
const parsed = new Map(
  files.map((file) => {
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const text = readFileSync(join(root, file), 'utf8');
    return [file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)];
  }),
);

function linesOf(node: ts.Node, source: ts.SourceFile): number {
  const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
  const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
  return last - first + 1;
}

/** The name a function is known by: its own, or that of the variable it is assigned to. */
function nameOf(node: ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction): string | undefined {
  if (node.name) return node.name.text;
  let holder: ts.Node = node.parent;
  // `const Page = memo(function … )` and the like: the component is named by the variable.
  while (ts.isCallExpression(holder) || ts.isParenthesizedExpression(holder)) holder = holder.parent;
  if (ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name)) return holder.name.text;
  return undefined;
}

/** Functions and arrow functions whose name starts with a capital letter, with their length. */
function componentsOf(source: ts.SourceFile): { name: string; lines: number }[] {
  const found: { name: string; lines: number }[] = [];
  function visit(node: ts.Node) {
    if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node)) {
      const name = nameOf(node);
      if (name && /^[A-Z]/.test(name)) found.push({ name, lines: linesOf(node, source) });
    }
    ts.forEachChild(node, visit);
  }
  visit(source);
  return found;
}

describe('component and file size', () => {
  it(`keeps every source file under ${maxFileLines} lines`, () => {
    const offenders = [...parsed]
      .map(([file, source]) => ({ file, lines: source.getLineAndCharacterOfPosition(source.getEnd()).line }))
      .filter(({ lines }) => lines > maxFileLines)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(offenders).toEqual([]);
  });

  it(`keeps every React component in src/ under ${maxComponentLines} lines`, () => {
    const offenders = [...parsed]
      .filter(([file]) => file.startsWith('src/') && file.endsWith('.tsx'))
      .flatMap(([file, source]) =>
        componentsOf(source)
          .filter(({ lines }) => lines > maxComponentLines)
          .map(({ name, lines }) => `${file}: ${name}, ${lines} lines`),
      );
    expect(offenders).toEqual([]);
  });

  it('finds the components it measures', () => {
    const names = componentsOf(parsed.get('src/components/form-frame.tsx') as ts.SourceFile).map(
      ({ name }) => name,
    );
    expect(names).toContain('FormFrame');
    expect(files.length).toBeGreaterThan(100);
  });
});
