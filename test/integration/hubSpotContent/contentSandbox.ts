import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { useEmptySandbox } from '../../harness/crmSandbox';

/**
 * The Content suites' sandbox (empty, reset before each test) and how they run the node: with the
 * private-app credential, `resource` and the rest from `parameters`.
 */
export function useContentSandbox() {
	const state = useEmptySandbox();
	return {
		state,
		run: async (parameters: INodeParameters, input: IDataObject[] = [{}], continueOnFail = false) =>
			await state.sb.engine.runNode(
				{
					type: 'hubSpotContent',
					parameters: { authentication: 'appToken', ...parameters },
					credentials: { hubSpotPlatformAppTokenApi: 'app' },
					continueOnFail,
				},
				input,
			),
		/** The requests that write (every method but GET), oldest first. */
		writes: async () => (await state.sb.requests()).filter((r) => r.method !== 'GET'),
	};
}
