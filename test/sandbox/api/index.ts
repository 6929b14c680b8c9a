import type { SandboxContext } from '../context';
import type { SandboxArea } from '../types';
import { createAutomationArea } from './automation';
import { createCampaignsArea } from './campaigns';
import { createCmsArea } from './cms';
import { createCmsDocumentsArea } from './cmsDocuments';
import { createHubDbArea } from './hubdb';
import { createUrlRedirectsArea } from './urlRedirects';
import { createControlArea } from './control';
import { createConversationsArea } from './conversations';
import { createCrmArea } from './crm';
import { createEventDefinitionsArea } from './eventDefinitions';
import { createEventOccurrencesArea } from './eventOccurrences';
import { CustomEvents } from '../state/customEvents';
import { createExportsArea } from './exports';
import { createFilesArea } from './files';
import { createImportsArea } from './imports';
import { createJournalArea } from './journal';
import { createFormsArea } from './forms';
import { createListsArea } from './lists';
import { createMarketingEmailArea } from './marketingEmail';
import { createMarketingEventsArea } from './marketingEvents';
import { createMediaBridgeArea } from './mediaBridge';
import { createOAuthArea } from './oauth';
import { createProjectAppsArea } from './projectApps';
import { createSchedulerArea } from './scheduler';
import { createSequencesArea } from './sequences';
import { createSubscriptionsArea } from './subscriptions';
import { createWebhooksArea } from './webhooks';
import { createWorkflowActionsArea } from './workflowActions';

/** Every API area of the sandbox. Each area adds its own line here; the control area comes last. */
export function createAreas(context: SandboxContext): SandboxArea[] {
	const oauth = createOAuthArea(context);
	const crm = createCrmArea(context);
	const files = createFilesArea(context);
	const events = new CustomEvents();
	const marketingEmail = createMarketingEmailArea(context);
	// Activities' hs_attachment_ids must name files of the file manager.
	crm.store.missingFiles = (ids) => files.store.missing(ids);
	const areas: SandboxArea[] = [
		oauth,
		crm,
		files,
		createWebhooksArea(context),
		createProjectAppsArea(context),
		createMediaBridgeArea(context),
		createEventDefinitionsArea(context, events),
		createEventOccurrencesArea(context, events, crm.store),
		createCmsArea(context),
		createCmsDocumentsArea(context),
		createHubDbArea(context),
		createUrlRedirectsArea(context),
		marketingEmail,
	];
	const lists = createListsArea(context, crm.store);
	areas.push(lists);
	areas.push(createImportsArea(context, crm.store, crm.labels));
	areas.push(createExportsArea(context, crm.store, lists.lists));
	areas.push(createJournalArea(context, crm.store));
	areas.push(createFormsArea(context, crm.store));
	areas.push(createAutomationArea(context, crm.store));
	areas.push(createSequencesArea(context, crm.store));
	areas.push(createSchedulerArea(context, crm.store));
	areas.push(createWorkflowActionsArea(context));
	areas.push(createCampaignsArea(context, marketingEmail.store));
	areas.push(createMarketingEventsArea(context, crm.store));
	areas.push(createSubscriptionsArea(context));
	// Messages' attachments must name files of the file manager.
	areas.push(createConversationsArea(context, (ids) => files.store.missing(ids)));
	areas.push(createControlArea(context, () => areas, crm, oauth));
	return areas;
}
