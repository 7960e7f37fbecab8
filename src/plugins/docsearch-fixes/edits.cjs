/**
 * The edits of @docsearch/react@3.9.0's `dist/esm/index.js` (one minified line, so a
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
    why: '...it is focused from the mount effect, in a task after the first frame that shows the dialog (its layout is then done)',
    from: 'W.length>0&&(ne(),z.current&&z.current.focus())',
    to: 'W.length>0?(ne(),z.current&&z.current.focus()):requestAnimationFrame((function(){setTimeout((function(){z.current&&z.current.focus()}),0)}))',
  },
  {
    why: 'the selected text that pre-fills the query is read once, as the modal mounts, not again at every render (each read forces a layout)',
    from: 'Q=e.useRef("undefined"!=typeof window?window.getSelection().toString().slice(0,64):"").current',
    to: 'Q=e.useState((function(){return"undefined"!=typeof window?window.getSelection().toString().slice(0,64):""}))[0]',
  },
  {
    why: 'the favourite searches are read from localStorage once, as the modal mounts, not again at every render',
    from: 'G=e.useRef(xr({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(o),limit:10})).current',
    to: 'G=e.useState((function(){return xr({key:"__DOCSEARCH_FAVORITE_SEARCHES__".concat(o),limit:10})}))[0]',
  },
  {
    why: '...and the recent searches too',
    from: 'Y=e.useRef(xr({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(o),limit:0===G.getAll().length?7:4})).current',
    to: 'Y=e.useState((function(){return xr({key:"__DOCSEARCH_RECENT_SEARCHES__".concat(o),limit:0===G.getAll().length?7:4})}))[0]',
  },
  {
    why: 'the answer to a query (hits, status) renders in a transition, in slices between which the page stays responsive; what the reader typed or selected renders at once; every render shows the latest state',
    from: 'onStateChange:function(e){B(e.state)}',
    to: 'onStateChange:(function(){var n;return function(t){n=t.state;var r=function(){return n};t.prevState.query!==t.state.query||t.prevState.activeItemId!==t.state.activeItemId||!e.startTransition?B(r):e.startTransition((function(){B(r)}))}})()',
  },
  {
    why: "the scrollbar's width is measured as the modal first renders, before its elements are in the page (then it costs no layout), and the page stops scrolling in the same frame as its margin changes (one layout of the page instead of two)",
    from: 'e.useLayoutEffect((function(){var e=window.innerWidth-document.body.clientWidth;return document.body.style.marginRight="".concat(e,"px"),function(){document.body.style.marginRight="0px"}}),[])',
    to: '(function(w){e.useLayoutEffect((function(){return document.body.style.marginRight="".concat(w,"px"),document.body.classList.add("DocSearch--active"),function(){document.body.style.marginRight="0px"}}),[])})(e.useState((function(){return window.innerWidth-document.body.clientWidth}))[0])',
  },
  {
    why: "the result list scrolls back to the top for a new query in the next frame, not in the keystroke's task (setting scrollTop forces a layout)",
    from: 'e.useEffect((function(){V.current&&(V.current.scrollTop=0)}),[H.query])',
    to: 'e.useEffect((function(){var e=requestAnimationFrame((function(){V.current&&(V.current.scrollTop=0)}));return function(){cancelAnimationFrame(e)}}),[H.query])',
  },
];
