"""An AT-SPI client operating the Profile sample's header-bar menu, as a screen-reader user does.

Run by Scripts/check-accessibility.sh (inside its own D-Bus session and X display). It finds the
"Main Menu" toggle button, opens it through AT-SPI's Action interface, checks that the menu's
"Save Profile" item is shown but insensitive while the empty form is invalid (the item follows the
disabled win.save action), fills the form (name, email, bio) through EditableText, checks that the item becomes
sensitive, and activates "Close Window" from the menu: the application must then leave the bus.
Prints what it saw; exits non-zero on a mismatch.
"""
import sys

import pyatspi
from gi.repository import GLib
from profile_validation_client import field_labelled, find, wait_for


def named(role, name):
    return lambda a: a.getRoleName() == role and (a.name or "").replace("_", "") == name


def state(accessible, which):
    return accessible.getState().contains(which)


def press(accessible):
    action = accessible.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    action.doAction(names.index("click") if "click" in names else 0)


def open_menu(app):
    button = wait_for(lambda: find(app, named("toggle button", "Main Menu")))
    if button is None:
        return None
    press(button)
    return wait_for(lambda: find(app, lambda a: named("push button", "Save Profile")(a) and state(a, pyatspi.STATE_SHOWING))
                    or find(app, lambda a: named("menu item", "Save Profile")(a) and state(a, pyatspi.STATE_SHOWING)))


def application_listed(desktop):
    """Whether ProfileSample is still on the AT-SPI bus; an application that leaves while the desktop
    is walked ("The application no longer exists") is not."""
    try:
        return find(desktop, lambda a: a.getRoleName() == "application" and "ProfileSample" in (a.name or "")) is not None
    except GLib.GError:
        return False


def main():
    desktop = pyatspi.Registry.getDesktop(0)
    app = wait_for(lambda: find(desktop, lambda a: a.getRoleName() == "application" and "ProfileSample" in (a.name or "")))
    if app is None:
        print("ProfileSample not found on the AT-SPI bus")
        return 2
    save = open_menu(app)
    if save is None:
        print("the Main Menu button or its Save Profile item was not found")
        return 2
    print("menu open:", save.getRoleName(), repr(save.name), "sensitive:", state(save, pyatspi.STATE_SENSITIVE))
    if state(save, pyatspi.STATE_SENSITIVE):
        print("Save Profile should be insensitive while the form is invalid")
        return 1
    press(find(app, named("toggle button", "Main Menu")))  # close it again
    for label, text in (("Name", "Ada Lovelace"), ("Email", "ada@example.org"), ("Bio", "Wrote the first program.")):
        field = field_labelled(app, label)
        if field is None:
            print("no field labelled", label)
            return 2
        field.queryEditableText().setTextContents(text)
    save = open_menu(app)
    sensitive = wait_for(lambda: state(save, pyatspi.STATE_SENSITIVE))
    print("after filling the form, Save Profile sensitive:", bool(sensitive))
    if not sensitive:
        return 1
    # Waited for, as every other look-up: in a release build the client can look before the item shows.
    close = wait_for(lambda: find(app, lambda a: (named("push button", "Close Window")(a)
                                                  or named("menu item", "Close Window")(a))
                                  and state(a, pyatspi.STATE_SHOWING)))
    if close is None:
        print("no Close Window item in the open menu")
        return 2
    press(close)
    gone = wait_for(lambda: not application_listed(desktop))
    print("after Close Window, the application left the bus:", bool(gone))
    return 0 if gone else 1


if __name__ == "__main__":
    sys.exit(main())
