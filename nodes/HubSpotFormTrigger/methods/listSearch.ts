/** The trigger's pickers: the account's forms, as the Forms node lists them. */
export { searchForms } from '../../shared/forms/pickers';
