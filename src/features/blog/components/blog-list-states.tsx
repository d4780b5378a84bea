import { buttonClass } from '#src/components/ui/button';
import { Notice } from '#src/components/ui/page';
import { Link } from '#src/lib/navigation';
import { BLOG_MESSAGES as M } from '../messages';

/**
 * A listing with no stories: none yet on page 1; past the last page (?pageNumber=99), say so and
 * lead back to page 1.
 */
export function BlogListEmpty({ startPage }: { startPage: number }) {
  if (startPage <= 1) return <p>{M.noStories}</p>;
  return (
    <Notice>
      <p>{M.noMoreStories}</p>
      <Link to="/blog" className={buttonClass('secondary')}>
        {M.firstPage}
      </Link>
    </Notice>
  );
}
