import { matchQuickAction, QUICK_ACTIONS } from '@/features/chat/lib/quick-actions';

describe('QUICK_ACTIONS', () => {
  it('offers twenty actions with unique ids and labels, each with an instruction', () => {
    expect(QUICK_ACTIONS).toHaveLength(20);
    expect(new Set(QUICK_ACTIONS.map((action) => action.id)).size).toBe(20);
    expect(new Set(QUICK_ACTIONS.map((action) => action.label.toLowerCase())).size).toBe(20);
    for (const action of QUICK_ACTIONS) expect(action.prompt.length).toBeGreaterThan(60);
  });

  it('includes the actions the spec names', () => {
    const labels = QUICK_ACTIONS.map((action) => action.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Summarize',
        'Translate to Spanish',
        'Translate to French',
        'Translate to Japanese',
        'Write Code for React',
        'Write Code for Python',
        'Write Code for REST API',
        'Improve Writing',
        'Analyze Data',
        'Expand Ideas',
        'Spark Creativity',
      ]),
    );
  });

  it('asks for the right target language', () => {
    expect(matchQuickAction('Translate to Japanese')?.prompt).toContain('Japanese');
  });
});

describe('matchQuickAction', () => {
  it('matches a label exactly, ignoring case and surrounding spaces', () => {
    expect(matchQuickAction('  improve WRITING ')?.id).toBe('improve-writing');
  });

  it('matches when every label word appears as a word in the typed text', () => {
    expect(matchQuickAction('please translate this to French for me')?.id).toBe('translate-french');
    expect(matchQuickAction('Write some code for a REST API in Go')?.id).toBe('code-rest-api');
    expect(matchQuickAction("explain like I'm five: black holes")?.id).toBe('explain-like-five');
  });

  it('prefers the action with the most label words when several match, then the first listed', () => {
    expect(matchQuickAction('explain code for react hooks')?.id).toBe('explain-code');
    expect(matchQuickAction('summarize it, then translate to Spanish')?.id).toBe('translate-spanish');
    expect(matchQuickAction('write code for python and react')?.id).toBe('code-react');
  });

  it('does not match partial words or missing words', () => {
    expect(matchQuickAction('translate to Frenchy')).toBeNull();
    expect(matchQuickAction('write code')).toBeNull();
    expect(matchQuickAction('summarization please')).toBeNull();
    expect(matchQuickAction('   ')).toBeNull();
  });
});
