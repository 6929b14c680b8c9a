import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { routeOperation } from '../../shared/router';
import * as association from './association';
import * as customApiCall from './customApiCall';
import * as list from './list';
import * as owner from './owner';
import * as pipeline from './pipeline';
import * as record from './record';

export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	return await routeOperation.call(this, {
		record: {
			getMany: record.getMany,
			search: record.search,
			update: record.update,
			batchRead: record.batchRead,
			batchUpdate: record.batchUpdate,
			batchCreate: record.batchCreate,
			batchArchive: record.batchArchive,
			create: record.create,
			get: record.get,
			delete: record.deleteRecord,
			upsert: record.upsert,
			batchUpsert: record.batchUpsert,
		},
		association: {
			batchRead: association.batchRead,
			create: association.create,
			delete: association.deleteAssociation,
			getLabels: association.getLabels,
		},
		list: {
			create: list.create,
			get: list.get,
			search: list.search,
			delete: list.deleteList,
			addMembers: list.addMembers,
			removeMembers: list.removeMembers,
			getMembers: list.getMembers,
		},
		owner: { get: owner.get, getMany: owner.getMany },
		pipeline: { getMany: pipeline.getMany },
		customApiCall: { call: customApiCall.call },
	});
}
