import type { ILoadOptionsFunctions, ResourceMapperFields } from 'n8n-workflow';
import { optionListLabel } from '../../shared/execution/optionList';
import { valueField } from '../../shared/execution/pickerResults';
import { pathSegment } from '../../shared/transport/paths';
import { draftColumns } from '../helpers/hubDbTables';
import { fieldTypeOf } from '../helpers/hubDbValues';

/** The row mappers' fields: the chosen table's columns (of its draft, where rows are written). */
export async function getTableColumns(this: ILoadOptionsFunctions): Promise<ResourceMapperFields> {
	const table = String(
		this.getNodeParameter('hubDbTable', '', { extractValue: true }) ?? '',
	).trim();
	if (table === '') return { fields: [] };
	const columns = await draftColumns(this, pathSegment(this, table, 'Table'));
	const fields = columns.map((column) => {
		const label = column.label || column.name;
		return valueField({
			id: column.name,
			displayName: column.type === 'MULTISELECT' ? optionListLabel(label) : label,
			type: fieldTypeOf(column),
			options: (column.options ?? []).map((o) => ({ label: o.label, value: o.name })),
		});
	});
	return { fields };
}
