import type { INodeProperties } from 'n8n-workflow';
import { descriptionsOf, type ResourceOperations } from '../../../shared/execution/router';
import * as enroll from './enroll.operation';
import * as get from './get.operation';
import * as getMany from './getMany.operation';
import * as unenroll from './unenroll.operation';

/** The operations of this resource, by the values of its Operation selector. */
export const operations = { enroll, get, getMany, unenroll } satisfies ResourceOperations;

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['workflow'] } },
		options: [
			{
				name: 'Enroll Contact',
				value: 'enroll',
				description: 'Enroll a contact in a contact-based workflow by its e-mail address',
				action: 'Enroll a contact in a workflow',
			},
			{
				name: 'Get',
				value: 'get',
				description: "Get a workflow's definition: actions, enrollment criteria, settings",
				action: 'Get a workflow',
			},
			{
				name: 'Get Many',
				value: 'getMany',
				description:
					"List the account's workflows: ID, name, whether each is on and what it enrolls",
				action: 'Get many workflows',
			},
			{
				name: 'Unenroll Contact',
				value: 'unenroll',
				description: 'Take a contact out of a contact-based workflow',
				action: 'Unenroll a contact from a workflow',
			},
		],
		default: 'enroll',
	},
	...descriptionsOf(operations),
];
