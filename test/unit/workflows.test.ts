import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';

/**
 * The GitHub workflows: CI runs .ci/run's steps, Release publishes with npm provenance. GitHub is not
 * reachable from here, so the files are checked for what GitHub would refuse (a shape check of the
 * keys, steps, permissions and expressions they use) and for what the project promises of them.
 */
const ROOT = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Step {
	name?: string;
	run?: string;
	uses?: string;
	with?: Record<string, unknown>;
	env?: Record<string, unknown>;
	if?: string;
}
interface Job {
	'runs-on': string;
	'timeout-minutes'?: number;
	permissions?: Record<string, string>;
	strategy?: { matrix?: Record<string, unknown[]> };
	steps: Step[];
}
interface Workflow {
	name: string;
	on: string | string[] | Record<string, unknown>;
	permissions?: Record<string, string>;
	jobs: Record<string, Job>;
}

function parseWorkflow(text: string): Workflow {
	const document = parseDocument(text, { strict: true, uniqueKeys: true, prettyErrors: true });
	const problems = [...document.errors, ...document.warnings].map((problem) => problem.message);
	if (problems.length) throw new Error(problems.join('\n'));
	return document.toJS() as Workflow;
}

const WORKFLOW_KEYS = [
	'name',
	'run-name',
	'on',
	'permissions',
	'env',
	'defaults',
	'concurrency',
	'jobs',
];
const JOB_KEYS = [
	'name',
	'runs-on',
	'needs',
	'if',
	'permissions',
	'environment',
	'concurrency',
	'outputs',
	'env',
	'defaults',
	'timeout-minutes',
	'strategy',
	'continue-on-error',
	'container',
	'services',
	'steps',
];
const STEP_KEYS = [
	'id',
	'if',
	'name',
	'uses',
	'run',
	'shell',
	'with',
	'env',
	'continue-on-error',
	'timeout-minutes',
	'working-directory',
];
const PERMISSION_SCOPES = [
	'actions',
	'attestations',
	'checks',
	'contents',
	'deployments',
	'discussions',
	'id-token',
	'issues',
	'models',
	'packages',
	'pages',
	'pull-requests',
	'security-events',
	'statuses',
];
const EXPRESSION_CONTEXTS = [
	'github',
	'env',
	'vars',
	'job',
	'jobs',
	'steps',
	'runner',
	'secrets',
	'strategy',
	'matrix',
	'needs',
	'inputs',
];
const EXPRESSION_FUNCTIONS = [
	'success',
	'failure',
	'cancelled',
	'always',
	'contains',
	'startsWith',
	'endsWith',
	'format',
	'join',
	'toJSON',
	'fromJSON',
	'hashFiles',
];

/** What GitHub would refuse in a workflow, as far as this package's workflows use its syntax. */
function shapeProblems(value: Workflow, text: string): string[] {
	const problems: string[] = [];
	const unknownKeys = (where: string, object: object, allowed: string[]) => {
		for (const key of Object.keys(object))
			if (!allowed.includes(key)) problems.push(`${where}: unknown key "${key}"`);
	};
	const checkPermissions = (where: string, permissions: Record<string, string> | undefined) => {
		for (const [scope, access] of Object.entries(permissions ?? {})) {
			if (!PERMISSION_SCOPES.includes(scope))
				problems.push(`${where}: unknown permission "${scope}"`);
			if (!['read', 'write', 'none'].includes(access))
				problems.push(`${where}: permission ${scope} is "${access}", not read, write or none`);
		}
	};
	unknownKeys('workflow', value, WORKFLOW_KEYS);
	if (!value.on) problems.push('workflow: no "on" triggers');
	if (!value.jobs || !Object.keys(value.jobs).length) problems.push('workflow: no jobs');
	checkPermissions('workflow', value.permissions);
	const matrixKeys = new Set<string>();
	for (const [id, job] of Object.entries(value.jobs ?? {})) {
		unknownKeys(`job ${id}`, job, JOB_KEYS);
		checkPermissions(`job ${id}`, job.permissions);
		if (!job['runs-on']) problems.push(`job ${id}: no runs-on`);
		if (!Array.isArray(job.steps) || !job.steps.length) problems.push(`job ${id}: no steps`);
		for (const key of Object.keys(job.strategy?.matrix ?? {})) matrixKeys.add(key);
		(job.steps ?? []).forEach((step, index) => {
			const where = `job ${id}, step ${step.name ?? index + 1}`;
			unknownKeys(where, step, STEP_KEYS);
			if ((step.run === undefined) === (step.uses === undefined))
				problems.push(`${where}: needs exactly one of run and uses`);
			if (step.uses !== undefined && !/^[\w.-]+\/[\w./-]+@[\w.-]+$/.test(step.uses))
				problems.push(`${where}: uses "${step.uses}" is not owner/repository@ref`);
		});
	}
	for (const [, expression] of text.matchAll(/\$\{\{(.*?)\}\}/g)) {
		for (const [, name, member] of expression.matchAll(
			/(?<![\w.'-])([A-Za-z_][\w-]*)(?:\.([\w-]+))?/g,
		)) {
			if (EXPRESSION_FUNCTIONS.includes(name) || ['true', 'false', 'null'].includes(name)) continue;
			if (!EXPRESSION_CONTEXTS.includes(name))
				problems.push(`expression \${{${expression}}}: unknown context "${name}"`);
			else if (name === 'matrix' && !matrixKeys.has(member ?? ''))
				problems.push(`expression \${{${expression}}}: matrix has no "${member}"`);
		}
	}
	return problems;
}

/** The step running `command`, with the index it has among the job's steps. */
function stepRunning(job: Job, command: string) {
	const index = job.steps.findIndex((step) => step.run?.trim() === command);
	return { index, step: job.steps[index] };
}
/** A workflow file: its text, what it parses to, and its one job. */
function load(file: string) {
	const text = read(`.github/workflows/${file}`);
	const value = parseWorkflow(text);
	const jobs = Object.values(value.jobs);
	if (jobs.length !== 1) throw new Error(`${file} has ${jobs.length} jobs, not one`);
	return { text, value, job: jobs[0] };
}

describe('the shape check of the workflows', () => {
	it('finds what GitHub would refuse', () => {
		const broken = `on: push
permissions:
  id-token: writ
jobs:
  build:
    runs-on: ubuntu-latest
    stepz: []
    steps:
      - run: echo \${{ matrix.node }} \${{ secret.TOKEN }}
        uses: actions/checkout@v6
      - uses: actions/checkout
`;
		expect(shapeProblems(parseWorkflow(broken), broken)).toEqual([
			'workflow: permission id-token is "writ", not read, write or none',
			'job build: unknown key "stepz"',
			'job build, step 1: needs exactly one of run and uses',
			'job build, step 2: uses "actions/checkout" is not owner/repository@ref',
			'expression ${{ matrix.node }}: matrix has no "node"',
			'expression ${{ secret.TOKEN }}: unknown context "secret"',
		]);
		expect(() => parseWorkflow('on: push\non: pull_request\n')).toThrow(/unique/i);
	});
});

describe('.github/workflows/ci.yml', () => {
	const { text, value: ci, job } = load('ci.yml');

	it('parses, in a shape GitHub accepts, and runs on pushes and pull requests', () => {
		expect(shapeProblems(ci, text)).toEqual([]);
		expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
		expect(ci.permissions).toEqual({ contents: 'read' });
		expect(job['timeout-minutes']).toBeLessThanOrEqual(60);
	});

	it("runs .ci/run's steps, in its order, and sums up the tests as it does", () => {
		const commands = [...read('.ci/run').matchAll(/^step '(.+)'$/gm)].map(([, command]) => command);
		expect(commands).toContain('npm run lint');
		expect(commands).toContain('npm run scan');
		const indexes = [...commands, 'bash .ci/summary'].map((command) => [
			command,
			stepRunning(job, command).index,
		]);
		for (const [command, index] of indexes)
			expect([command, index !== -1]).toEqual([command, true]);
		const order = indexes.map(([, index]) => index as number);
		expect(order).toEqual([...order].sort((a, b) => a - b));
		expect(stepRunning(job, 'bash .ci/summary').step.if).toBe('${{ !cancelled() }}');
	});

	it('installs in the background the n8n lines of exactly the compatibility steps', () => {
		const run = read('.ci/run');
		const installed = /^compat_versions='([^']+)'$/m.exec(run)?.[1].split(' ');
		const stepped = [...run.matchAll(/^step 'N8N_VERSION=(\S+) E2E_SUITE=compat /gm)].map(
			([, version]) => version,
		);
		expect(stepped.length).toBeGreaterThan(0);
		expect(installed).toEqual(stepped);
	});

	it("sets up every Node line the README's Node version covers, with the npm cache keyed on package-lock.json", () => {
		const floor = /Node (\d+)\.(\d+) or newer/.exec(read('README.md'));
		expect(floor).not.toBeNull();
		expect(JSON.parse(read('package.json')).engines.node).toBe(`>=${floor![1]}.${floor![2]}`);
		const versions = job.strategy?.matrix?.['node-version'] as string[];
		expect(versions.map(Number)).toEqual([Number(floor![1]), 22, 24]);
		const setup = job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
		// actions/setup-node's `cache: npm` keys the cache on the hash of package-lock.json, as its documentation recommends.
		expect(setup?.with).toEqual({ 'node-version': '${{ matrix.node-version }}', cache: 'npm' });
		expect(job.steps.findIndex((step) => step === setup)).toBeLessThan(
			stepRunning(job, 'npm install && npm test').index,
		);
	});
});

describe('.github/workflows/release.yml', () => {
	const { text, value: release, job } = load('release.yml');

	it('parses, in a shape GitHub accepts, and runs on version tags only', () => {
		expect(shapeProblems(release, text)).toEqual([]);
		expect(release.on).toEqual({ push: { tags: ['v*.*.*'] } });
	});

	it('builds, tests, lints and scans before it publishes with provenance, with id-token: write and contents: read', () => {
		expect({ ...release.permissions, ...job.permissions }).toEqual({
			contents: 'read',
			'id-token': 'write',
		});
		const publish = stepRunning(job, 'npm publish --provenance --access public');
		expect(publish.step?.name).toBe('Publish');
		for (const [name, command] of [
			['Build', 'npm run build'],
			['Test', 'npm test'],
			['Lint', 'npm run lint'],
			['Scan', 'npm run scan'],
		]) {
			const { index, step } = stepRunning(job, command);
			expect([command, step?.name]).toEqual([command, name]);
			expect([command, index < publish.index]).toEqual([command, true]);
		}
		const setup = job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
		expect(setup?.with?.['registry-url']).toBe('https://registry.npmjs.org');
	});

	it("refuses a tag that is not package.json's version", () => {
		const check = job.steps.find((step) => step.name === "Tag matches package.json's version");
		expect(check?.run).toContain(
			'"${GITHUB_REF_NAME}" = "v$(node -p \'require("./package.json").version\')"',
		);
		expect(job.steps.indexOf(check!)).toBeLessThan(
			stepRunning(job, 'npm publish --provenance --access public').index,
		);
	});
});
