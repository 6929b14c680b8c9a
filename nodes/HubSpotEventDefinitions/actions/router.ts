import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { routeOperation } from '../../shared/router';
import * as eventDefinition from './eventDefinition';

export async function router(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
	return await routeOperation.call(this, { eventDefinition: { create: eventDefinition.create } });
}
