import type { IDataObject, INodeParameters } from 'n8n-workflow';
import { useEmptySandbox, type CrmSandbox } from '../../harness/crmSandbox';
import { byId, nodeFixture } from '../../harness/nodeFixture';

/** One sandbox per test file without CRM records, reset (marketing emails, campaigns, settings) before each test. */
export const useMarketingEmailSandbox = useEmptySandbox;

const marketingEmail = nodeFixture('hubSpotMarketingEmail');

/** Runs the HubSpot Marketing Email node with the private-app credential. */
export const runMarketingEmail = marketingEmail.run;

/** Runs the node's operations of one resource, the suite's sandbox read when the test runs. */
export const resourceRunner =
	(state: { sb: CrmSandbox }, resource: string) =>
	async (parameters: IDataObject, input?: IDataObject[], continueOnFail?: boolean) =>
		await runMarketingEmail(
			state.sb,
			{ resource, ...parameters } as INodeParameters,
			input,
			continueOnFail,
		);

/**
 * A picker request of the Marketing Email node as the editor sends it, with the private-app
 * credential or, given `scopes`, an OAuth2 credential granted only those.
 */
export const editingMarketingEmail = async (
	sb: CrmSandbox,
	parameters: INodeParameters,
	parameter: string,
	scopes?: string[],
) =>
	scopes
		? await marketingEmail.editingWithScopes(sb, parameters, parameter, scopes)
		: marketingEmail.editing(sb, { authentication: 'appToken', ...parameters }, parameter);

export { byId };
