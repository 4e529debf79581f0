/// The reference hierarchy's JSON spec, so that `navgraph` (and the command plugin users build) does
/// not build `ToasterExample` and, through its `@FlowEvent`, swift-syntax. Written by
/// `scripts/record-reference-spec`; NavGraphCLITests checks it is what `ToasterExample` declares.
package enum ToasterSpec {
    package static let json = #"""
{
  "flows" : [
    {
      "children" : [
        {
          "flow" : "Auth",
          "outputs" : [
            {
              "event" : "loggedIn",
              "output" : "loggedIn"
            }
          ]
        },
        {
          "flow" : "TabBar",
          "outputs" : [
            {
              "event" : "loggedOut",
              "output" : "loggedOut"
            }
          ]
        }
      ],
      "initialRoute" : "splash",
      "layout" : "stack",
      "links" : [
        {
          "event" : "launch"
        }
      ],
      "name" : "App",
      "routes" : [
        "splash"
      ],
      "tabs" : [

      ],
      "transitions" : [
        {
          "action" : {
            "flow" : "TabBar",
            "kind" : "start",
            "presentation" : "root"
          },
          "event" : "launch",
          "from" : "splash",
          "guard" : "hasSession"
        },
        {
          "action" : {
            "flow" : "Auth",
            "kind" : "start",
            "presentation" : "root"
          },
          "event" : "launch",
          "from" : "splash"
        },
        {
          "action" : {
            "flow" : "TabBar",
            "kind" : "start",
            "presentation" : "root"
          },
          "event" : "loggedIn"
        },
        {
          "action" : {
            "flow" : "Auth",
            "kind" : "start",
            "presentation" : "root"
          },
          "event" : "loggedOut"
        }
      ]
    },
    {
      "children" : [

      ],
      "initialRoute" : "login",
      "layout" : "stack",
      "links" : [
        {
          "event" : "tapSignUp",
          "pattern" : "signup",
          "waitsFor" : "Auth"
        },
        {
          "event" : "tapForgotPassword",
          "pattern" : "forgot-password",
          "waitsFor" : "Auth"
        },
        {
          "event" : "back"
        }
      ],
      "name" : "Auth",
      "routes" : [
        "login",
        "signUp",
        "forgotPassword"
      ],
      "tabs" : [

      ],
      "transitions" : [
        {
          "action" : {
            "kind" : "push",
            "route" : "signUp"
          },
          "event" : "tapSignUp",
          "from" : "login"
        },
        {
          "action" : {
            "kind" : "push",
            "route" : "forgotPassword"
          },
          "event" : "tapForgotPassword",
          "from" : "login"
        },
        {
          "action" : {
            "kind" : "pop"
          },
          "event" : "back"
        },
        {
          "action" : {
            "kind" : "finish",
            "output" : "loggedIn"
          },
          "event" : "loggedIn",
          "from" : "login"
        },
        {
          "action" : {
            "kind" : "finish",
            "output" : "loggedIn"
          },
          "event" : "signedUp",
          "from" : "signUp"
        }
      ]
    },
    {
      "children" : [
        {
          "flow" : "Home",
          "outputs" : [
            {
              "event" : "logout",
              "output" : "logout"
            }
          ]
        },
        {
          "flow" : "Clip",
          "outputs" : [

          ]
        },
        {
          "flow" : "Search",
          "outputs" : [

          ]
        },
        {
          "flow" : "Timer",
          "outputs" : [

          ]
        },
        {
          "flow" : "AddLink",
          "outputs" : [
            {
              "event" : "addLinkSaved",
              "output" : "saved"
            },
            {
              "event" : "addLinkCancelled",
              "output" : "cancelled"
            }
          ]
        }
      ],
      "initialRoute" : "home",
      "layout" : "tabs",
      "links" : [
        {
          "event" : "selectTab",
          "pattern" : "home",
          "waitsFor" : "TabBar"
        },
        {
          "event" : "selectTab",
          "pattern" : "clip",
          "waitsFor" : "TabBar"
        },
        {
          "event" : "selectTab",
          "pattern" : "search",
          "waitsFor" : "TabBar"
        },
        {
          "event" : "selectTab",
          "pattern" : "timer",
          "waitsFor" : "TabBar"
        },
        {
          "event" : "tapPlus",
          "pattern" : "add",
          "waitsFor" : "TabBar"
        }
      ],
      "name" : "TabBar",
      "routes" : [
        "home",
        "clip",
        "search",
        "timer"
      ],
      "tabs" : [
        {
          "flow" : "Home",
          "reselect" : "popToRoot",
          "route" : "home"
        },
        {
          "flow" : "Clip",
          "reselect" : "popToRoot",
          "route" : "clip"
        },
        {
          "flow" : "Search",
          "reselect" : "popToRoot",
          "route" : "search"
        },
        {
          "flow" : "Timer",
          "reselect" : "popToRoot",
          "route" : "timer"
        }
      ],
      "transitions" : [
        {
          "action" : {
            "kind" : "selectTab"
          },
          "event" : "selectTab"
        },
        {
          "action" : {
            "flow" : "AddLink",
            "kind" : "start",
            "presentation" : "present"
          },
          "event" : "tapPlus"
        },
        {
          "action" : {
            "kind" : "finish",
            "output" : "loggedOut"
          },
          "event" : "logout"
        },
        {
          "action" : {
            "kind" : "selectTab",
            "route" : "home"
          },
          "event" : "addLinkSaved"
        },
        {
          "action" : {
            "kind" : "stay"
          },
          "event" : "addLinkCancelled"
        }
      ]
    },
    {
      "children" : [
        {
          "flow" : "LinkDetail",
          "outputs" : [
            {
              "event" : "linkClosed",
              "output" : "closed"
            }
          ]
        }
      ],
      "initialRoute" : "home",
      "layout" : "stack",
      "links" : [
        {
          "event" : "openSettings",
          "pattern" : "settings",
          "waitsFor" : "TabBar"
        },
        {
          "event" : "openLink",
          "pattern" : "link/:id",
          "waitsFor" : "TabBar"
        }
      ],
      "name" : "Home",
      "routes" : [
        "home",
        "settings"
      ],
      "tabs" : [

      ],
      "transitions" : [
        {
          "action" : {
            "flow" : "LinkDetail",
            "kind" : "start",
            "presentation" : "push"
          },
          "event" : "openLink",
          "from" : "home"
        },
        {
          "action" : {
            "kind" : "push",
            "route" : "settings"
          },
          "event" : "openSettings",
          "from" : "home"
        },
        {
          "action" : {
            "kind" : "pop"
          },
          "event" : "back",
          "from" : "settings"
        },
        {
          "action" : {
            "kind" : "escalate",
            "output" : "logout"
          },
          "event" : "tapLogout",
          "from" : "settings"
        },
        {
          "action" : {
            "kind" : "stay"
          },
          "event" : "linkClosed"
        }
      ]
    },
    {
      "children" : [

      ],
      "dismissOutput" : "closed",
      "initialRoute" : "webView",
      "layout" : "stack",
      "links" : [
        {
          "event" : "close"
        }
      ],
      "name" : "LinkDetail",
      "routes" : [
        "webView"
      ],
      "tabs" : [

      ],
      "transitions" : [
        {
          "action" : {
            "kind" : "finish",
            "output" : "closed"
          },
          "event" : "close"
        },
        {
          "action" : {
            "kind" : "finish",
            "output" : "closed"
          },
          "event" : "back"
        }
      ]
    },
    {
      "children" : [
        {
          "flow" : "LinkDetail",
          "outputs" : [
            {
              "event" : "linkClosed",
              "output" : "closed"
            }
          ]
        }
      ],
      "initialRoute" : "clipList",
      "layout" : "stack",
      "links" : [
        {
          "event" : "openClip",
          "pattern" : "clip/:id",
          "waitsFor" : "TabBar"
        }
      ],
      "name" : "Clip",
      "routes" : [
        "clipList",
        "clipDetail"
      ],
      "tabs" : [

      ],
      "transitions" : [
        {
          "action" : {
            "kind" : "push",
            "route" : "clipDetail"
          },
          "event" : "openClip",
          "from" : "clipList"
        },
        {
          "action" : {
            "flow" : "LinkDetail",
            "kind" : "start",
            "presentation" : "push"
          },
          "event" : "openLink"
        },
        {
          "action" : {
            "kind" : "pop"
          },
          "event" : "back",
          "from" : "clipDetail"
        },
        {
          "action" : {
            "kind" : "stay"
          },
          "event" : "linkClosed"
        }
      ]
    },
    {
      "children" : [
        {
          "flow" : "LinkDetail",
          "outputs" : [
            {
              "event" : "linkClosed",
              "output" : "closed"
            }
          ]
        }
      ],
      "initialRoute" : "search",
      "layout" : "stack",
      "links" : [
        {
          "event" : "submit",
          "pattern" : "search/:query",
          "waitsFor" : "TabBar"
        }
      ],
      "name" : "Search",
      "routes" : [
        "search",
        "results"
      ],
      "tabs" : [

      ],
      "transitions" : [
        {
          "action" : {
            "kind" : "push",
            "route" : "results"
          },
          "event" : "submit",
          "from" : "search"
        },
        {
          "action" : {
            "flow" : "LinkDetail",
            "kind" : "start",
            "presentation" : "push"
          },
          "event" : "openLink"
        },
        {
          "action" : {
            "kind" : "pop"
          },
          "event" : "back",
          "from" : "results"
        },
        {
          "action" : {
            "kind" : "stay"
          },
          "event" : "linkClosed"
        }
      ]
    },
    {
      "children" : [

      ],
      "initialRoute" : "timerList",
      "layout" : "stack",
      "links" : [
        {
          "event" : "add",
          "pattern" : "timer/new",
          "waitsFor" : "TabBar"
        },
        {
          "event" : "edit",
          "pattern" : "timer/:id",
          "waitsFor" : "TabBar"
        },
        {
          "event" : "done"
        }
      ],
      "name" : "Timer",
      "routes" : [
        "timerList",
        "editTimer",
        "addTimer"
      ],
      "tabs" : [

      ],
      "transitions" : [
        {
          "action" : {
            "kind" : "push",
            "route" : "editTimer"
          },
          "event" : "edit",
          "from" : "timerList"
        },
        {
          "action" : {
            "kind" : "present",
            "route" : "addTimer"
          },
          "event" : "add",
          "from" : "timerList"
        },
        {
          "action" : {
            "kind" : "dismiss"
          },
          "event" : "done",
          "from" : "addTimer"
        },
        {
          "action" : {
            "kind" : "pop"
          },
          "event" : "back",
          "from" : "editTimer"
        }
      ]
    },
    {
      "children" : [

      ],
      "dismissOutput" : "cancelled",
      "displayName" : "+ Add link",
      "initialRoute" : "addLink",
      "layout" : "stack",
      "links" : [
        {
          "event" : "cancel"
        }
      ],
      "name" : "AddLink",
      "routes" : [
        "addLink",
        "selectClip"
      ],
      "tabs" : [

      ],
      "transitions" : [
        {
          "action" : {
            "kind" : "push",
            "route" : "selectClip"
          },
          "event" : "linkEntered",
          "from" : "addLink"
        },
        {
          "action" : {
            "kind" : "pop"
          },
          "event" : "back",
          "from" : "selectClip"
        },
        {
          "action" : {
            "kind" : "finish",
            "output" : "saved"
          },
          "event" : "saved",
          "from" : "selectClip"
        },
        {
          "action" : {
            "kind" : "finish",
            "output" : "cancelled"
          },
          "event" : "cancel"
        }
      ]
    }
  ],
  "root" : "App",
  "version" : 1
}
"""#
}
