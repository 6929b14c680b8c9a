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
		},
		association: { batchRead: association.batchRead },
	});
}
