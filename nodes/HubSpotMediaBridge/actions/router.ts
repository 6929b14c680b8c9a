import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { routeOperation } from '../../shared/router';
import * as objectDefinition from './objectDefinition';

export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	return await routeOperation.call(this, { objectDefinition: { get: objectDefinition.get } });
}
