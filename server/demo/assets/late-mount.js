/* global document */
// The partner's own script: adds the blog element some time after the widget script has run.
setTimeout(() => {
  const template = document.getElementById('late-widget');
  if (template) template.replaceWith(template.content.cloneNode(true));
}, 800);
