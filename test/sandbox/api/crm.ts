import type { SandboxContext } from '../context';
import { CrmStore } from '../state/crmStore';
import { seedDemo } from '../state/crmSeed';
import type { SandboxArea } from '../types';
import { crmAssociationRoutes } from './crmAssociations';
import { crmBatchRoutes } from './crmBatch';
import { crmRecordRoutes } from './crmRecords';
import { crmSearchRoutes } from './crmSearch';
import { withProjectsPaths } from './crmShared';

export interface CrmArea extends SandboxArea {
	store: CrmStore;
}

/** CRM objects (E5–E13): records of every type, search, batches, associations, properties. */
export function createCrmArea(context: SandboxContext): CrmArea {
	const store = new CrmStore(context.clock, context.bus);
	const reset = () => {
		store.clear();
		seedDemo(store, context.config.seedPerType);
	};
	reset();
	return {
		name: 'crm',
		store,
		reset,
		routes: withProjectsPaths([
			...crmBatchRoutes(store, context),
			...crmSearchRoutes(store),
			...crmRecordRoutes(store, context),
			...crmAssociationRoutes(store, context),
		]),
	};
}
