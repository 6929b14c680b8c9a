/** The trigger's pickers: the object types and properties the CRM node offers too. */
export { getObjectTypes, getProperties } from '../../shared/crm/pickers';
