// Checks Kubernetes objects offline against the Kubernetes API schemas, as packaged by kubernetes-models (generated
// from the API's OpenAPI definitions). Two passes, because the schemas allow fields they do not know:
//   1. the JSON Schema of each kind (types, required fields, formats), at run time;
//   2. strict, as `kubeconform -strict` is: every object is type-checked as an object literal of the kind's
//      TypeScript interface, so a field the API does not know (readinesProbe) is an error, with a suggestion.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { parseAllDocuments } from 'yaml';

export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

/** `kubectl kustomize <dir>`: the objects of an overlay as the cluster would get them. */
export function kustomize(dir: string): KubernetesObject[] {
  const result = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
  if (result.error)
    throw new Error(`kubectl fehlt (scripts/setup.sh installiert es): ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(
      `kubectl kustomize ${dir}: ${result.stderr}\n(die Manifeste brauchen kustomize ≥ 4, also kubectl ≥ 1.21)`,
    );
  }
  return parseAllDocuments(result.stdout).map((document) => document.toJS() as KubernetesObject);
}

/** kubernetes-models has one module per kind: kubernetes-models/<apiVersion>/<Kind>. */
const modulePath = (object: KubernetesObject) => `kubernetes-models/${object.apiVersion}/${object.kind}`;

/** Pass 1: the kind's JSON Schema. Returns one message per object that fails. */
export async function schemaProblems(objects: KubernetesObject[]): Promise<string[]> {
  const problems: string[] = [];
  for (const object of objects) {
    const label = `${object.kind} ${object.metadata.name}`;
    let model: Record<string, new (data: unknown) => { validate(): void }>;
    try {
      model = (await import(modulePath(object))) as typeof model;
    } catch {
      problems.push(`${label}: unbekannte Art ${object.apiVersion}/${object.kind}`);
      continue;
    }
    const Model = model[object.kind];
    if (!Model) {
      problems.push(`${label}: unbekannte Art ${object.apiVersion}/${object.kind}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      problems.push(`${label}: ${(error as Error).message}`);
    }
  }
  return problems;
}

// A file name inside this package, so the type check resolves kubernetes-models from its node_modules.
const virtualFile = fileURLToPath(new URL('./kubernetes-strikt.generated.ts', import.meta.url));

/** Pass 2: unknown fields and wrong types, by TypeScript's excess property check. */
export function strictProblems(objects: KubernetesObject[]): string[] {
  const lines = objects.flatMap((object, index) => [
    `import type { I${object.kind} as T${index} } from '${modulePath(object)}';`,
    `export const o${index}: T${index} = ${JSON.stringify(object)};`,
  ]);
  const source = lines.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => name === virtualFile || fileExists(name);
  host.readFile = (name) => (name === virtualFile ? source : readFile(name));
  host.getSourceFile = (name, version, ...rest) =>
    name === virtualFile ? ts.createSourceFile(name, source, version) : getSourceFile(name, version, ...rest);
  const program = ts.createProgram([virtualFile], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const line =
      diagnostic.file && diagnostic.start !== undefined
        ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line
        : -1;
    const object = objects[Math.floor(line / 2)];
    const label = object ? `${object.kind} ${object.metadata.name}` : 'Manifest';
    return `${label}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}
