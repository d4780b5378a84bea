import { StarterKit } from '@tiptap/starter-kit';
import { PageBreak } from './page-break';

/** What the post body may hold: the blog's own elements (the server's sanitizer keeps the same). */
export const cmsExtensions = () => [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['https', 'mailto'],
      HTMLAttributes: { rel: 'noopener noreferrer', target: null },
    },
  }),
  PageBreak,
];
