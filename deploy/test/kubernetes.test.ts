// The Kubernetes manifests (deploy/kubernetes), rendered by kustomize as a cluster would get them and checked offline
// against the Kubernetes schemas, plus what a schema cannot know: probes on the health path, limits, non-root with a
// read-only root filesystem, the pieces pointing at each other, one Ingress host per brand, and the installation's
// nginx maps (the ConfigMap) accepted by nginx itself.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  deployDir,
  lokal,
  nginxTest,
  readBrandsDir,
  repoRoot,
  writeBundle,
  type Mandant,
} from '../src/index.ts';
import { fakeDist, removeTempDirs, tempDir } from './helpers.ts';
import { kustomize, schemaProblems, strictProblems, type KubernetesObject } from './kubernetes-schema.ts';

afterAll(removeTempDirs);

const mandanten = readBrandsDir(join(repoRoot, 'brands'));
const installations = ['base', 'overlays/staging', 'overlays/produktion'];
const rendered = new Map<string, KubernetesObject[]>();

beforeAll(() => {
  for (const dir of installations) rendered.set(dir, kustomize(join(deployDir, 'kubernetes', dir)));
});

function objectsOf(dir: string): KubernetesObject[] {
  return rendered.get(dir) ?? [];
}

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the kind's shape
function one<T = Record<string, unknown>>(dir: string, kind: string): KubernetesObject & T {
  const found = objectsOf(dir).filter((object) => object.kind === kind);
  expect(
    found.map((object) => object.metadata.name),
    kind,
  ).toHaveLength(1);
  return found[0] as KubernetesObject & T;
}

interface Container {
  name: string;
  image: string;
  ports: { name: string; containerPort: number }[];
  readinessProbe?: { httpGet?: { path: string; port: string } };
  livenessProbe?: { httpGet?: { path: string; port: string } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: Record<string, unknown> & { capabilities?: { drop?: string[] } };
  volumeMounts?: { name: string; mountPath: string; readOnly?: boolean }[];
}

interface Deployment {
  spec: {
    replicas?: number;
    selector: { matchLabels: Record<string, string> };
    template: {
      metadata: { labels: Record<string, string> };
      spec: {
        securityContext: Record<string, unknown>;
        containers: Container[];
        volumes: { name: string; emptyDir?: object; configMap?: { name: string } }[];
      };
    };
  };
}

interface Ingress {
  spec: {
    tls?: { hosts: string[] }[];
    rules: {
      host: string;
      http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] };
    }[];
  };
}

/** `key value;` lines of an nginx map file. */
function mapEntries(text: string): [string, string][] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [key = '', value = ''] = line.replace(/;$/, '').split(/\s+/);
      return [key, value];
    });
}

describe.each(installations)('%s', (dir) => {
  it('is valid against the Kubernetes schemas', async () => {
    const objects = objectsOf(dir);
    expect(objects.map((object) => object.kind).sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'HorizontalPodAutoscaler',
      'Ingress',
      'PodDisruptionBudget',
      'Service',
    ]);
    expect(await schemaProblems(objects)).toEqual([]);
    expect(strictProblems(objects)).toEqual([]);
  });

  it('runs nginx without root on a read-only root filesystem, within limits, probed on the health path', () => {
    const { spec } = one<Deployment>(dir, 'Deployment');
    const pod = spec.template.spec;
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 101 });
    expect(pod.containers).toHaveLength(1);
    const [nginx] = pod.containers as [Container];
    expect(nginx.securityContext).toMatchObject({
      readOnlyRootFilesystem: true,
      allowPrivilegeEscalation: false,
    });
    expect(nginx.securityContext?.capabilities?.drop).toEqual(['ALL']);
    for (const probe of [nginx.readinessProbe, nginx.livenessProbe]) {
      expect(probe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    }
    expect(nginx.ports).toContainEqual({ name: 'http', containerPort: 8080, protocol: 'TCP' });
    for (const kind of ['requests', 'limits'] as const) {
      expect(Object.keys(nginx.resources?.[kind] ?? {}).sort()).toEqual(['cpu', 'memory']);
    }
    // nginx writes only below its prefix /tmp (deploy/nginx/nginx.conf): a volume, not the image.
    const tmp = nginx.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
    expect(pod.volumes.find((volume) => volume.name === tmp?.name)?.emptyDir).toBeDefined();
    // No fixed replica count: the autoscaler owns it.
    expect(spec.replicas).toBeUndefined();
  });

  it('wires the pieces to each other: autoscaler, service, budget, ingress and the installation’s ConfigMap', () => {
    const deployment = one<Deployment>(dir, 'Deployment');
    const podLabels = deployment.spec.template.metadata.labels;
    const hpa = one<{ spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number } }>(
      dir,
      'HorizontalPodAutoscaler',
    );
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(1);
    const service = one<{
      spec: { selector: Record<string, string>; ports: { name: string; targetPort: string }[] };
    }>(dir, 'Service');
    expect(podLabels).toMatchObject(service.spec.selector);
    expect(podLabels).toMatchObject(deployment.spec.selector.matchLabels);
    expect(service.spec.ports).toContainEqual(expect.objectContaining({ name: 'http', targetPort: 'http' }));
    const pdb = one<{ spec: { selector: { matchLabels: Record<string, string> } } }>(
      dir,
      'PodDisruptionBudget',
    );
    expect(podLabels).toMatchObject(pdb.spec.selector.matchLabels);
    for (const rule of one<Ingress>(dir, 'Ingress').spec.rules) {
      for (const path of rule.http.paths) {
        expect(path.backend.service).toEqual({ name: service.metadata.name, port: { name: 'http' } });
      }
    }
    const configMap = one(dir, 'ConfigMap');
    const mount = deployment.spec.template.spec.containers[0]?.volumeMounts?.find(
      (item) => item.mountPath === '/etc/nginx/kundenportal/betrieb',
    );
    const volume = deployment.spec.template.spec.volumes.find((item) => item.name === mount?.name);
    expect(volume?.configMap?.name).toBe(configMap.metadata.name);
    // kustomize's hash suffix: a changed ConfigMap rolls the pods.
    expect(configMap.metadata.name).toMatch(/^kundenportal-betrieb-[a-z0-9]{10}$/);
  });

  it('has an Ingress host for every brand, each leading to a brand, and a backend for every brand', () => {
    const data = one<{ data: Record<string, string> }>(dir, 'ConfigMap').data;
    const hosts = new Map<string, string>(mandanten.map((mandant: Mandant) => [mandant.host, mandant.id]));
    for (const [host, id] of mapEntries(data['hosts.map'] ?? '')) hosts.set(host, id);
    const ingress = one<Ingress>(dir, 'Ingress');
    const ingressHosts = ingress.spec.rules.map((rule) => rule.host);
    const served = new Set<string>();
    for (const host of ingressHosts) {
      expect(hosts.has(host), `${host} gehört zu keinem Mandanten`).toBe(true);
      served.add(hosts.get(host) ?? '');
    }
    expect([...served].sort()).toEqual(mandanten.map((mandant) => mandant.id).sort());
    expect(ingress.spec.tls?.flatMap((tls) => tls.hosts).sort()).toEqual([...ingressHosts].sort());
    const backends = mapEntries(data['api.map'] ?? '');
    expect(backends.map(([id]) => id).sort()).toEqual(mandanten.map((mandant) => mandant.id).sort());
    for (const [, url] of backends) expect(url).toMatch(/^https:\/\/[a-z0-9.-]+(:\d+)?\/([^\s;]*\/)?$/);
    expect(data['resolver.conf']).toMatch(/^resolver \S+ valid=\d+s;$/m);
  });

  it('gives nginx maps it accepts (nginx -t over the image’s configuration with this ConfigMap)', () => {
    const data = one<{ data: Record<string, string> }>(dir, 'ConfigMap').data;
    const root = tempDir();
    const bundle = writeBundle({
      mandanten,
      out: join(root, 'bundle'),
      listen: 8080,
      root: join(root, 'bundle', 'html'),
      distOf: (mandant) => fakeDist(join(root, 'dists'), mandant),
    });
    for (const [name, content] of Object.entries(data)) {
      // The cluster's DNS name cannot be resolved here; its line is checked above.
      const local = name === 'resolver.conf' ? 'resolver 127.0.0.1 valid=30s;\n' : content;
      writeFileSync(join(bundle.nginxDir, 'kundenportal', 'betrieb', name), local);
    }
    const test = nginxTest(lokal(bundle.nginxDir, join(root, 'laufzeit')));
    expect(test.output).toContain('test is successful');
  });

  if (dir !== 'base') {
    it('pins the image of the installation', () => {
      const [nginx] = one<Deployment>(dir, 'Deployment').spec.template.spec.containers;
      expect(nginx?.image).toMatch(/^[a-z0-9.-]+\/[a-z0-9/-]+:[\w.-]+$/);
      expect(nginx?.image).not.toMatch(/:latest$/);
    });
  }
});

describe('the schema check', () => {
  it('finds what a cluster would reject: an unknown field, wrong types', async () => {
    const deployment = structuredClone(objectsOf('base').find((object) => object.kind === 'Deployment'));
    if (!deployment) throw new Error('kein Deployment');
    const spec = deployment.spec as Deployment['spec'] & Record<string, unknown>;
    const [container] = spec.template.spec.containers as [Container & Record<string, unknown>];
    container.readinesProbe = container.readinessProbe;
    delete container.readinessProbe;
    spec.replicas = '3' as unknown as number;
    const service = structuredClone(objectsOf('base').find((object) => object.kind === 'Service'));
    if (!service) throw new Error('kein Service');
    (service.spec as Record<string, unknown>).type = 7;

    const strict = strictProblems([deployment, service]);
    expect(strict.join('\n')).toMatch(
      /Deployment kundenportal: .*readinesProbe.* does not exist in type 'IContainer'/,
    );
    expect(strict.join('\n')).toMatch(
      /Deployment kundenportal: Type 'string' is not assignable to type 'number'/,
    );
    expect(strict.join('\n')).toMatch(
      /Service kundenportal: Type 'number' is not assignable to type '"ClusterIP"/,
    );
    const schema = await schemaProblems([deployment, service]);
    expect(schema.join('\n')).toContain('replicas must be integer');
    expect(schema.join('\n')).toMatch(/Service kundenportal: .*type must be string/);
  });
});
