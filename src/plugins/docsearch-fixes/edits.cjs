/**
 * The three edits of @docsearch/react@3.9.0's `dist/esm/index.js` (one minified line, so a
 * patch-package diff of it is the whole 210 KB line twice). Why each is needed, the upstream text
 * and when to remove them: patches/README.md, "@docsearch/react@3.9.0".
 * Each `from` must occur exactly once in the file, or the build stops (./loader.cjs).
 */
module.exports = [
  {
    why: 'the "Unable to fetch results" screen stays: the request\'s finally keeps the error status',
    from: 'finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))',
    to: 'finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))',
  },
  {
    why: 'the search input is not focused in the commit that mounts the modal (one long task)',
    from: 'e.createElement(kr,m({},ee,{state:H,autoFocus:0===W.length,',
    to: 'e.createElement(kr,m({},ee,{state:H,autoFocus:!1,',
  },
  {
    why: '...it is focused a task later instead, from the mount effect',
    from: 'W.length>0&&(ne(),z.current&&z.current.focus())',
    to: 'W.length>0?(ne(),z.current&&z.current.focus()):setTimeout((function(){z.current&&z.current.focus()}),0)',
  },
];
