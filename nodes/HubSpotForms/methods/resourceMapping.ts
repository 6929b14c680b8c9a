import type {
	FieldType,
	ILoadOptionsFunctions,
	ResourceMapperField,
	ResourceMapperFields,
} from 'n8n-workflow';
import { fieldKey, fieldsOf, readForm, type FormFieldDefinition } from '../../shared/forms/forms';
import { OPTION_LIST_FIELD_TYPE, optionListLabel } from '../../shared/execution/optionList';
import { valueField } from '../../shared/execution/pickerResults';
import { CONTACTS_TYPE_ID, crmObjectType } from '../../shared/crm/objectTypes';

/** The mapper's input for a form field type: a number box, a toggle, a picker, a date picker, text (multiple checkboxes too). */
function fieldTypeOf(field: FormFieldDefinition): FieldType {
	switch (field.fieldType) {
		case 'number':
			return 'number';
		case 'single_checkbox':
			return 'boolean';
		case 'datepicker':
			return 'dateTime';
		case 'multiple_checkboxes':
			return OPTION_LIST_FIELD_TYPE;
		case 'dropdown':
		case 'radio':
		case 'payment_link_radio':
			return 'options';
		default:
			return 'string';
	}
}

const label = (field: FormFieldDefinition): string =>
	field.fieldType === 'multiple_checkboxes'
		? optionListLabel(field.label || field.name)
		: field.label || field.name;

/**
 * The Submit mapper's fields: the chosen form's own fields in its order, with their labels, types,
 * options and whether the form requires them; hidden fields say so.
 */
export async function getFormFields(this: ILoadOptionsFunctions): Promise<ResourceMapperFields> {
	const formId = String(this.getNodeParameter('formId', '', { extractValue: true }) ?? '').trim();
	if (formId === '') return { fields: [] };
	const form = await readForm(this, formId);
	const fields: ResourceMapperField[] = fieldsOf(form).map((field) => {
		const object =
			field.objectTypeId === CONTACTS_TYPE_ID
				? ''
				: ` (${crmObjectType(field.objectTypeId)?.label ?? field.objectTypeId})`;
		return valueField({
			id: fieldKey(field),
			displayName: `${label(field)}${object}${field.hidden ? ' [hidden]' : ''}`,
			required: field.required === true,
			type: fieldTypeOf(field),
			options: field.options,
		});
	});
	return { fields };
}
