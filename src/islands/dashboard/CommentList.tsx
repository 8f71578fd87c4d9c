import type { Comment } from '../../api/types';
import { formatDateTime } from './bookingFields';

/** The comments, oldest first; every part is plain text (whatever was typed). */
export function CommentList({ comments }: { comments: Comment[] }) {
  return (
    <ul className="chw-dashboard__comment-list">
      {comments.map((comment) => (
        <li key={comment.ID} className="chw-dashboard__comment">
          <p className="chw-dashboard__comment-meta">
            <strong>{comment.Commenter}</strong> · <span>{formatDateTime(comment.DateCreated)}</span>
          </p>
          <p className="chw-dashboard__comment-text">{comment.Comment}</p>
        </li>
      ))}
    </ul>
  );
}
