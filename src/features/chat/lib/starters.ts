/** The empty chat's starter groups (three suggestions each) and the suggestion buttons (spec section 2). */
export const STARTER_GROUPS = [
  { id: 'generate_image', suggestions: 3 },
  { id: 'summarize', suggestions: 3 },
  { id: 'write_code', suggestions: 3 },
  { id: 'improve_writing', suggestions: 3 },
  { id: 'analyze_data', suggestions: 3 },
  { id: 'expand_ideas', suggestions: 3 },
  { id: 'spark_creativity', suggestions: 3 },
] as const;

/** Groups shown before 'See More'. */
export const STARTER_GROUPS_SHOWN = 3;

/** Suggestion buttons: each fills the input with the label of a quick action, so its preset applies. */
export const SUGGESTION_BUTTONS = [
  { id: 'translate', quickAction: 'Translate to Spanish' },
  { id: 'summarize', quickAction: 'Summarize' },
  { id: 'write_code', quickAction: 'Write Code for Python' },
  { id: 'improve_writing', quickAction: 'Improve Writing' },
  { id: 'analyze_data', quickAction: 'Analyze Data' },
  { id: 'expand_ideas', quickAction: 'Expand Ideas' },
  { id: 'spark_creativity', quickAction: 'Spark Creativity' },
] as const;
