/**
 * Runs `task` once the browser has painted the next frame (a task queued from that frame's
 * animation callback), so work the user does not see — a history entry, say — never delays the
 * frame that answers their input (Interaction to Next Paint). A hidden page paints no frames: a timer runs the
 * task after a second there.
 */
export function afterNextPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 1000);
}
