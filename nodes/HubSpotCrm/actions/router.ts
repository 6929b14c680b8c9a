import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { routeOperation } from '../../shared/router';
import * as association from './association';
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
		association: { batchRead: association.batchRead },
	});
}
