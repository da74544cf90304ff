"""An AT-SPI client driving the Profile sample's form, as a screen reader sees it.

Run by Scripts/check-accessibility.sh (inside its own D-Bus session and X display). It finds the
running ProfileSample (GTK 3) or ProfileSampleGtk4, types an invalid address into the "Email" entry through AT-SPI's
EditableText interface, and checks that the entry's accessible description announces the problem,
then that a valid address withdraws it. Prints what it saw; exits non-zero on a mismatch.
"""
import sys
import time

import pyatspi


def find(root, predicate, depth=0):
    if root is None or depth > 40:
        return None
    if predicate(root):
        return root
    for index in range(root.childCount):
        found = find(root.getChildAtIndex(index), predicate, depth + 1)
        if found is not None:
            return found
    return None


def wait_for(condition, seconds=20.0):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.1)
    return None


def field_labelled(app, text):
    """The field a label with `text` names: GTK 3 (through ATK) links the label to its field with
    LABEL_FOR; GTK 4 only links the field back to the label with LABELLED_BY."""
    label = wait_for(lambda: find(app, lambda a: a.getRoleName() == "label" and a.name == text))
    for relation in (label.getRelationSet() if label else []):
        if relation.getRelationType() == pyatspi.RELATION_LABEL_FOR:
            return relation.getTarget(0)

    def labelled_by_text(accessible):
        if accessible.getRoleName() not in ("text", "entry"):
            return False
        return any(relation.getRelationType() == pyatspi.RELATION_LABELLED_BY
                   and relation.getTarget(0).name == text for relation in accessible.getRelationSet())
    return find(app, labelled_by_text)


def main():
    desktop = pyatspi.Registry.getDesktop(0)
    app = wait_for(lambda: find(desktop, lambda a: a.getRoleName() == "application" and "ProfileSample" in (a.name or "")))
    if app is None:
        names = [desktop.getChildAtIndex(i).name for i in range(desktop.childCount)]
        print("ProfileSample not found on the AT-SPI bus; applications:", names)
        return 2
    # Screen readers name a field after the label it is labelled by.
    email = field_labelled(app, "Email")
    if email is None:
        print("no field labelled Email")
        return 2
    print("found:", email.getRoleName(), repr(email.name), "description:", repr(email.description))
    email.queryEditableText().setTextContents("ada@")
    problem = wait_for(lambda: email.description)
    print("after typing 'ada@':", repr(problem))
    if problem != "Use an address like name@example.org":
        return 1
    email.queryEditableText().setTextContents("ada@example.org")
    withdrawn = wait_for(lambda: email.description == "")
    print("after a valid address:", repr(email.description))
    return 0 if withdrawn else 1


if __name__ == "__main__":
    sys.exit(main())
