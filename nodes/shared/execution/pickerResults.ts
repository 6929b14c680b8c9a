import type {
	FieldType,
	INodeListSearchItems,
	INodeListSearchResult,
	ResourceMapperField,
} from 'n8n-workflow';

/** A list search's answer: the options whose name or value holds the filter, by name. */
export function matchingOptions(
	options: INodeListSearchItems[],
	filter: string | undefined,
): INodeListSearchResult {
	const wanted = (filter ?? '').trim().toLowerCase();
	const results = options
		.filter(
			(option) =>
				wanted === '' ||
				option.name.toLowerCase().includes(wanted) ||
				String(option.value).toLowerCase().includes(wanted),
		)
		.sort((a, b) => a.name.localeCompare(b.name));
	return { results };
}

/** One field of a mapper that only sends values (never matches records); options for a picker field. */
export function valueField(field: {
	id: string;
	displayName: string;
	type: FieldType;
	required?: boolean;
	options?: Array<{ label?: string; value: string }>;
}): ResourceMapperField {
	return {
		id: field.id,
		displayName: field.displayName,
		required: field.required === true,
		defaultMatch: false,
		canBeUsedToMatch: false,
		display: true,
		type: field.type,
		...(field.type === 'options'
			? {
					options: (field.options ?? []).map((option) => ({
						name: option.label || option.value,
						value: option.value,
					})),
				}
			: {}),
	};
}
