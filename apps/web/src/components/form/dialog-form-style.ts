/** The form sits between the dialog and its content: as a flex column it keeps the actions pinned while the fields scroll (full-screen on phones). */
export const DIALOG_FORM_STYLE = { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 } as const;
