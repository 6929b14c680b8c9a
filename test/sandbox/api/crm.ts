import type { SandboxContext } from '../context';
import { CrmStore } from '../state/crmStore';
import { seedDemo } from '../state/crmSeed';
import type { SandboxArea } from '../types';
import { PATH_FORMS, servedIn } from '../versions';
import { crmAssociationRoutes } from './crmAssociations';
import { crmBatchRoutes } from './crmBatch';
import { crmPropertyRoutes } from './crmProperties';
import { crmRecordRoutes } from './crmRecords';
import { crmSearchRoutes } from './crmSearch';
import { withoutTypeSegment } from './crmShared';

export interface CrmArea extends SandboxArea {
	store: CrmStore;
}

/**
 * CRM objects (E5–E13): records of every type, search, batches, associations, properties, in the
 * legacy and dated forms, all on one store.
 */
export function createCrmArea(context: SandboxContext): CrmArea {
	const store = new CrmStore(context.clock, context.bus);
	const reset = () => {
		store.clear();
		seedDemo(store, context.config.seedPerType);
	};
	reset();
	const objectRoutes = [...crmBatchRoutes(store, context), ...crmSearchRoutes(store), ...crmRecordRoutes(store)];
	return {
		name: 'crm',
		store,
		reset,
		routes: [
			...servedIn(PATH_FORMS.crmObjects, () => objectRoutes),
			...servedIn(PATH_FORMS.projects, () => withoutTypeSegment(objectRoutes)),
			...crmPropertyRoutes(context),
			...crmAssociationRoutes(store, context),
		],
	};
}
