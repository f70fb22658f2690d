/** Rich text (Lexical) of one paragraph, as the admin's editor saves it. */
export const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        children: [
          { type: 'text', text, version: 1, format: 0, mode: 'normal', style: '', detail: 0 },
        ],
      },
    ],
  },
})
