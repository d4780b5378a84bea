/* global document */
// The Daily Ledger's own script: signs its reader out without leaving the page, and tells the blog
// widget so by taking the reader's token off its element (docs/widget.md, "Signed-in readers").
const form = document.getElementById('reader-signed-in');
const signIn = document.getElementById('reader-sign-in');
form?.addEventListener('submit', (event) => {
  event.preventDefault();
  fetch(form.action, { method: 'POST', headers: { 'X-Requested-With': 'fetch' } }).then(
    (res) => {
      if (!res.ok) return form.submit();
      document.getElementById('tl-blogs')?.removeAttribute('data-tl-site-client-token');
      form.hidden = true;
      signIn.hidden = false;
      signIn.focus();
    },
    () => form.submit(),
  );
});
