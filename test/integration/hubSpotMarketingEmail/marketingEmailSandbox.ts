import type { INodeParameters } from 'n8n-workflow';
import { Engine } from '../../harness/engine';
import { ACCOUNT } from '../../sandbox/account';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';

/** A request as the sandbox logged it. */
export interface LoggedRequest {
	method: string;
	path: string;
	query: Record<string, string>;
	body?: Record<string, unknown>;
}

/**
 * The Marketing Email node run through the engine against a sandbox started for the suite (and
 * reset before each test), with a private-app token credential.
 */
export function marketingEmailSuite() {
	const engine = new Engine();
	const suite = {
		sandbox: undefined as unknown as RunningSandbox,
		engine,
		async logged(): Promise<LoggedRequest[]> {
			return (await (
				await fetch(`${suite.sandbox.baseUrl}/__sandbox/requests`)
			).json()) as LoggedRequest[];
		},
		async configure(config: Record<string, unknown>): Promise<void> {
			await fetch(`${suite.sandbox.baseUrl}/__sandbox/config`, {
				method: 'PUT',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify(config),
			});
		},
		async run(parameters: INodeParameters, input: object[] = [{}], continueOnFail = false) {
			return await engine.runNode(
				{
					type: 'hubSpotMarketingEmail',
					parameters: { authentication: 'appToken', ...parameters },
					credentials: { hubSpotPlatformAppTokenApi: 'app' },
					continueOnFail,
				},
				input as never,
			);
		},
	};
	beforeAll(async () => {
		suite.sandbox = await startSandbox({ port: 0, config: { seedPerType: 1 } });
		engine.credentials.add({
			id: 'app',
			name: 'App',
			type: 'hubSpotPlatformAppTokenApi',
			data: { accessToken: ACCOUNT.privateAppToken, baseUrl: suite.sandbox.baseUrl },
		});
	});
	afterAll(async () => await suite.sandbox.close());
	beforeEach(async () => {
		await fetch(`${suite.sandbox.baseUrl}/__sandbox/reset`, { method: 'POST' });
		await suite.configure({ marketingHubTier: 'PROFESSIONAL' });
	});
	return suite;
}

/** A resource locator's value given by ID. */
export const byId = (value: string) => ({ __rl: true, mode: 'id', value });
