"use strict";
/**
 * Ejected from docusaurus-theme-openapi-docs 5.2.0 (lib/theme/ApiTabs/index.js, the published
 * JavaScript, so that a diff against upstream stays small). Three changes, nothing else:
 *
 * - No remount after hydration. The original rendered its tabs with `key={String(isBrowser)}`,
 *   so every API page threw away and rebuilt everything inside its tabs (the request and response
 *   schemas) right after hydrating them: one long main-thread task (~390 ms at 4x CPU throttling on
 *   /api/capture-payment). The workaround is for facebook/docusaurus#5653 (a stored tab choice that
 *   hydration did not apply); this theme's useTabsContextValue starts from the server's default and
 *   applies the stored or query-string choice in a layout effect, so hydration already matches.
 * - The scroll arrows (shown when the tabs overflow) are `type="button"` with an accessible name
 *   (axe and Lighthouse rule `button-name`).
 * - `lazy` by default: only the chosen status code's panel is rendered. The other panels (every
 *   error status repeats the ErrorCode schema and its examples) were 80 % of an operation page's
 *   elements, all hidden, all hydrated. The status codes and their panels stay one click away.
 */
/* ============================================================================
 * Copyright (c) Palo Alto Networks
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 * ========================================================================== */
var __createBinding =
  (this && this.__createBinding) ||
  (Object.create
    ? function (o, m, k, k2) {
        if (k2 === undefined) k2 = k;
        var desc = Object.getOwnPropertyDescriptor(m, k);
        if (
          !desc ||
          ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)
        ) {
          desc = {
            enumerable: true,
            get: function () {
              return m[k];
            },
          };
        }
        Object.defineProperty(o, k2, desc);
      }
    : function (o, m, k, k2) {
        if (k2 === undefined) k2 = k;
        o[k2] = m[k];
      });
var __setModuleDefault =
  (this && this.__setModuleDefault) ||
  (Object.create
    ? function (o, v) {
        Object.defineProperty(o, "default", { enumerable: true, value: v });
      }
    : function (o, v) {
        o["default"] = v;
      });
var __importStar =
  (this && this.__importStar) ||
  (function () {
    var ownKeys = function (o) {
      ownKeys =
        Object.getOwnPropertyNames ||
        function (o) {
          var ar = [];
          for (var k in o)
            if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
          return ar;
        };
      return ownKeys(o);
    };
    return function (mod) {
      if (mod && mod.__esModule) return mod;
      var result = {};
      if (mod != null)
        for (var k = ownKeys(mod), i = 0; i < k.length; i++)
          if (k[i] !== "default") __createBinding(result, mod, k[i]);
      __setModuleDefault(result, mod);
      return result;
    };
  })();
var __importDefault =
  (this && this.__importDefault) ||
  function (mod) {
    return mod && mod.__esModule ? mod : { default: mod };
  };
Object.defineProperty(exports, "__esModule", { value: true });
exports.default = ApiTabs;
const react_1 = __importStar(require("react"));
const Translate_1 = require("@docusaurus/Translate");
const Heading_1 = __importDefault(require("@theme/Heading"));
const clsx_1 = __importDefault(require("clsx"));
const scrollUtils_1 = require("@theme/utils/scrollUtils");
const tabsUtils_1 = require("@theme/utils/tabsUtils");
function TabList({
  className,
  block,
  selectedValue,
  selectValue,
  tabValues,
  label = (0, Translate_1.translate)({
    id: "theme.openapi.tabs.responses.label",
    message: "Responses",
  }),
  id = "responses",
}) {
  const tabRefs = [];
  const { blockElementScrollPositionUntilNextRender } = (0,
  scrollUtils_1.useScrollPositionBlocker)();
  const handleTabChange = (event) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex].value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };
  const handleKeydown = (event) => {
    let focusElement = null;
    switch (event.key) {
      case "Enter": {
        handleTabChange(event);
        break;
      }
      case "ArrowRight": {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0];
        break;
      }
      case "ArrowLeft": {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1];
        break;
      }
      default:
        break;
    }
    focusElement?.focus();
  };
  const tabItemListContainerRef = (0, react_1.useRef)(null);
  const [showTabArrows, setShowTabArrows] = (0, react_1.useState)(false);
  (0, react_1.useEffect)(() => {
    const resizeObserver = new ResizeObserver((entries) => {
      for (let entry of entries) {
        requestAnimationFrame(() => {
          if (entry.target.clientWidth < entry.target.scrollWidth) {
            setShowTabArrows(true);
          } else {
            setShowTabArrows(false);
          }
        });
      }
    });
    resizeObserver.observe(tabItemListContainerRef.current);
    return () => {
      resizeObserver.disconnect();
    };
  }, []);
  const handleRightClick = () => {
    tabItemListContainerRef.current.scrollLeft += 90;
  };
  const handleLeftClick = () => {
    tabItemListContainerRef.current.scrollLeft -= 90;
  };
  return react_1.default.createElement(
    "div",
    { className: "openapi-tabs__response-header-section" },
    react_1.default.createElement(
      Heading_1.default,
      {
        as: "h2",
        id: id,
        className: "openapi-tabs__heading openapi-tabs__response-header",
      },
      label
    ),
    react_1.default.createElement(
      "div",
      { className: "openapi-tabs__response-container" },
      showTabArrows &&
        react_1.default.createElement("button", {
          className: "openapi-tabs__arrow left",
          type: "button",
          "aria-label": (0, Translate_1.translate)({
            id: "theme.openapi.tabs.scrollLeft",
            message: "Scroll tabs left",
          }),
          onClick: handleLeftClick,
        }),
      react_1.default.createElement(
        "ul",
        {
          ref: tabItemListContainerRef,
          role: "tablist",
          "aria-orientation": "horizontal",
          className: (0, clsx_1.default)(
            "openapi-tabs__response-list-container",
            "tabs",
            {
              "tabs--block": block,
            },
            className
          ),
        },
        tabValues.map(({ value, label, attributes }) =>
          react_1.default.createElement(
            "li",
            {
              // TODO extract TabListItem
              role: "tab",
              tabIndex: selectedValue === value ? 0 : -1,
              "aria-selected": selectedValue === value,
              key: value,
              ref: (tabControl) => {
                tabRefs.push(tabControl);
              },
              onKeyDown: handleKeydown,
              onClick: handleTabChange,
              ...attributes,
              className: (0, clsx_1.default)(
                "tabs__item",
                "openapi-tabs__response-code-item",
                attributes?.className,
                parseInt(value) >= 400
                  ? "danger"
                  : parseInt(value) >= 200 && parseInt(value) < 300
                    ? "success"
                    : "info",
                {
                  active: selectedValue === value,
                }
              ),
            },
            label ?? value
          )
        )
      ),
      showTabArrows &&
        react_1.default.createElement("button", {
          className: "openapi-tabs__arrow right",
          type: "button",
          "aria-label": (0, Translate_1.translate)({
            id: "theme.openapi.tabs.scrollRight",
            message: "Scroll tabs right",
          }),
          onClick: handleRightClick,
        })
    )
  );
}
function TabContent({ lazy, children, selectedValue }) {
  const childTabs = (Array.isArray(children) ? children : [children]).filter(
    Boolean
  );
  if (lazy) {
    const selectedTabItem = childTabs.find(
      (tabItem) => tabItem.props.value === selectedValue
    );
    if (!selectedTabItem) {
      // fail-safe or fail-fast? not sure what's best here
      return null;
    }
    return (0, react_1.cloneElement)(selectedTabItem, {
      className: "margin-top--md",
    });
  }
  return react_1.default.createElement(
    "div",
    { className: "margin-top--md" },
    childTabs
  );
}
function TabsComponent(props) {
  const tabs = (0, tabsUtils_1.useTabsContextValue)(props);
  return react_1.default.createElement(
    tabsUtils_1.TabsProvider,
    { value: tabs },
    react_1.default.createElement(
      "div",
      { className: "openapi-tabs__container" },
      react_1.default.createElement(TabList, { ...props, ...tabs }),
      react_1.default.createElement(TabContent, { ...props, ...tabs })
    )
  );
}
function ApiTabs(props) {
  return react_1.default.createElement(
    TabsComponent,
    {
      // Acme: a status code's panel renders when it is chosen (see the header).
      lazy: true,
      ...props,
    },
    (0, tabsUtils_1.sanitizeTabsChildren)(props.children)
  );
}
