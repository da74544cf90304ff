#!/usr/bin/env python3
"""Writes the Swift files of the compile-time benchmark (Scripts/measure-compile-times.sh).

Each file is one case: a window class whose `bind()` holds the bindings
measured, written one of three ways:

  block      one `binding { }` block of `=>` / `<=>` lines (what users write)
  plain      the same bindings as plain method statements
             (`.drive(...)`, `.bind(onNext:)`, `.disposed(by:)`; a two-way
             line, which has no method form, is `(a <=> b).disposed(by:)`)
  operators  the same `=>` / `<=>` lines as statements, `(a => b).disposed(by:)`
  split      the block cut into `binding { }` blocks of SPLIT lines
  closure    the plain statements inside a closure without a result builder
             (what the compiler costs for any closure of that length)
  hoisted    (expensive lines) the `.map` written as a `let` before the block

The ordinary lines cycle through the shapes a window is made of (a Driver into
a label, two-way text with `?? ""`, a switch, a `.map` into a sensitivity, a
button tap into a closure, a Signal into a closure, ...). The "nasty" cases
repeat one expensive shape ten times (string building, interpolation,
`Driver.combineLatest` with a closure, list row factories, validation rules).

    generate.py OUTPUT_DIR [--sizes 10,50,100,200]

prints the case names, one a line: `<shape>-<form>-<lines>`.
"""

import argparse
import os

# One ordinary line per shape: (builder line, plain statement). `{i}` is the line's number.
ORDINARY = [
    ("vm.$title{i} => label{i}.rx.text",
     "vm.$title{i}.drive(label{i}.rx.text).disposed(by: disposeBag)"),
    ("vm.$name{i} <=> entry{i}.rx.text ?? \"\"",
     "(vm.$name{i} <=> entry{i}.rx.text ?? \"\").disposed(by: disposeBag)"),
    ("vm.$isBusy{i} => spinner{i}.rx.isAnimating",
     "vm.$isBusy{i}.drive(spinner{i}.rx.isAnimating).disposed(by: disposeBag)"),
    ("vm.$isOn{i} <=> switch{i}.rx.isActive",
     "(vm.$isOn{i} <=> switch{i}.rx.isActive).disposed(by: disposeBag)"),
    ("vm.$count{i}.map {{ $0 > 0 }} => button{i}.rx.isSensitive",
     "vm.$count{i}.map {{ $0 > 0 }}.drive(button{i}.rx.isSensitive).disposed(by: disposeBag)"),
    ("button{i}.rx.tap => {{ [weak self] in self?.refresh() }}",
     "button{i}.rx.tap.bind(onNext: {{ [weak self] in self?.refresh() }}).disposed(by: disposeBag)"),
    ("vm.$progress{i} => levelBar{i}.rx.value",
     "vm.$progress{i}.drive(levelBar{i}.rx.value).disposed(by: disposeBag)"),
    ("vm.$volume{i} <=> scale{i}.rx.value",
     "(vm.$volume{i} <=> scale{i}.rx.value).disposed(by: disposeBag)"),
    ("vm.$message{i} => {{ [weak self] text in self?.show(text) }}",
     "vm.$message{i}.drive(onNext: {{ [weak self] text in self?.show(text) }}).disposed(by: disposeBag)"),
    ("vm.$warning{i}.map {{ !$0.isEmpty }} => label{i}.rx.isVisible",
     "vm.$warning{i}.map {{ !$0.isEmpty }}.drive(label{i}.rx.isVisible).disposed(by: disposeBag)"),
    ("vm.$alert{i} => {{ [weak self] text in self?.show(text) }}",
     "vm.$alert{i}.emit(onNext: {{ [weak self] text in self?.show(text) }}).disposed(by: disposeBag)"),
]

STRING_MAP = '"Total: " + String($0 * 2 + 1) + " items, " + String($0) + " left"'
INTERPOLATION = '"Total: \\($0 * 2 + 1) items, \\($0 + 1) left of \\($0 * 3)"'
COMBINE = 'Driver.combineLatest(vm.$title{i}, vm.$count{i}) {{ title, count in title + ": " + String(count) }}'

# Expensive single lines: (shape, builder line, plain statement), each repeated ten times.
NASTY = [
    ("string-map",
     "vm.$count{i}.map {{ " + STRING_MAP + " }} => label{i}.rx.text",
     "vm.$count{i}.map {{ " + STRING_MAP + " }}.drive(label{i}.rx.text).disposed(by: disposeBag)"),
    ("interpolation",
     "vm.$count{i}.map {{ " + INTERPOLATION + " }} => label{i}.rx.text",
     "vm.$count{i}.map {{ " + INTERPOLATION + " }}.drive(label{i}.rx.text).disposed(by: disposeBag)"),
    ("combine-latest",
     COMBINE + " => label{i}.rx.text",
     COMBINE + ".drive(label{i}.rx.text).disposed(by: disposeBag)"),
    ("row-factory",
     "list{i}.rx.items(vm.tasks{i}) {{ row in\n"
     "                let check = CheckButton(label: row.element.title)\n"
     "                row.binding {{\n"
     "                    row.field(\\.isDone) <=> check.rx.isActive\n"
     "                    row.elements.map(\\.title) => check.rx.label\n"
     "                }}\n"
     "                return check\n"
     "            }}",
     "list{i}.rx.items(vm.tasks{i}) {{ row in\n"
     "            let check = CheckButton(label: row.element.title)\n"
     "            (row.field(\\.isDone) <=> check.rx.isActive).disposed(by: row.disposeBag)\n"
     "            row.elements.map(\\.title).drive(check.rx.label).disposed(by: row.disposeBag)\n"
     "            return check\n"
     "        }}.disposed(by: disposeBag)"),
]

# Validation rules are written in a view model, outside any builder: the
# closures as users write them, against the same rules with typed closures.
RULES = (
    'form.field(vm.$name{i}).rule("Enter a name") {{ !$0.isEmpty }}'
    '.rule("Use at most 40 characters") {{ $0.count <= 40 }}'
    '.rule {{ $0.contains("@") ? "No @ in a name" : nil }}'
)
RULES_TYPED = (
    'form.field(vm.$name{i}).rule("Enter a name") {{ (value: String) -> Bool in !value.isEmpty }}'
    '.rule("Use at most 40 characters") {{ (value: String) -> Bool in value.count <= 40 }}'
    '.rule {{ (value: String) -> String? in value.contains("@") ? "No @ in a name" : nil }}'
)
NASTY_REPEAT = 10
SPLIT = 25

# Expensive lines whose transform can be hoisted out of the block:
# (shape, the `let` before the block, the line inside it).
HOISTED = [
    ("string-map",
     "let total{i} = vm.$count{i}.map {{ " + STRING_MAP + " }}",
     "total{i} => label{i}.rx.text"),
    ("interpolation",
     "let total{i} = vm.$count{i}.map {{ " + INTERPOLATION + " }}",
     "total{i} => label{i}.rx.text"),
]

HEADER = """\
// Generated by Scripts/compile-times/generate.py: one compile-time benchmark case.
import Binding
import BindingGtk

struct Item{suffix}: Identifiable {{
    let id: Int
    var title: String
    var isDone: Bool
}}

final class ViewModel{suffix} {{
{properties}
}}

@MainActor
final class Window{suffix}: BindingContext {{
    let disposeBag = DisposeBag()
    let vm = ViewModel{suffix}()
    let form = FormValidation()
{widgets}

    func refresh() {{}}
    func show(_ text: String) {{}}
    func run(_ body: () -> Void) {{ body() }}

    func bind() {{
{body}
    }}
}}
"""


def declarations(count, suffix):
    """The view model's properties and the window's widgets that lines 0..<count use."""
    properties, widgets = [], []
    for i in range(count):
        properties += [
            f"    @Bindable var title{i} = \"\"",
            f"    @Mutable var name{i} = \"\"",
            f"    @Bindable var isBusy{i} = false",
            f"    @Mutable var isOn{i} = false",
            f"    @Bindable var count{i} = 0",
            f"    @Bindable var progress{i} = 0.0",
            f"    @Mutable var volume{i} = 0.0",
            f"    @Bindable var message{i} = \"\"",
            f"    @Bindable var warning{i} = \"\"",
            f"    @ViewAction var alert{i}: (String) -> Void",
            f"    let tasks{i} = MutableObservableArray<Item{suffix}>([])",
        ]
        widgets += [
            f"    let label{i} = Label()",
            f"    let entry{i} = Entry()",
            f"    let spinner{i} = Spinner()",
            f"    let switch{i} = Switch()",
            f"    let button{i} = Button(label: \"\")",
            f"    let levelBar{i} = LevelBar()",
            f"    let scale{i} = Scale(minimum: 0, maximum: 1, step: 0.1)",
            f"    let list{i} = ListBox()",
        ]
    return "\n".join(properties), "\n".join(widgets)


def block(lines):
    inner = "\n".join("            " + line for line in lines)
    return "        binding {\n" + inner + "\n        }"


def statements(lines):
    return "\n".join("        " + line for line in lines)


def write_case(directory, name, count, body):
    suffix = name.replace("-", "_")
    properties, widgets = declarations(count, suffix)
    text = HEADER.format(suffix=suffix, properties=properties, widgets=widgets, body=body)
    with open(os.path.join(directory, name + ".swift"), "w") as file:
        file.write(text)
    print(name)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output")
    parser.add_argument("--sizes", default="10,50,100,200")
    arguments = parser.parse_args()
    os.makedirs(arguments.output, exist_ok=True)

    for count in [int(size) for size in arguments.sizes.split(",")]:
        shapes = [ORDINARY[i % len(ORDINARY)] for i in range(count)]
        builder = [shape[0].format(i=i) for i, shape in enumerate(shapes)]
        plain = [shape[1].format(i=i) for i, shape in enumerate(shapes)]
        write_case(arguments.output, f"ordinary-block-{count}", count, block(builder))
        write_case(arguments.output, f"ordinary-plain-{count}", count, statements(plain))
        write_case(arguments.output, f"ordinary-operators-{count}", count,
                   statements(f"({line}).disposed(by: disposeBag)" for line in builder))
        write_case(arguments.output, f"ordinary-closure-{count}", count,
                   "        run {\n" + "\n".join("    " + line for line in statements(plain).split("\n")) + "\n        }")
        if count > SPLIT:
            write_case(arguments.output, f"ordinary-split-{count}", count,
                       "\n".join(block(builder[start:start + SPLIT]) for start in range(0, count, SPLIT)))

    for shape, builder, plain in NASTY:
        indices = range(NASTY_REPEAT)
        write_case(arguments.output, f"{shape}-block-{NASTY_REPEAT}", NASTY_REPEAT,
                   block(builder.format(i=i) for i in indices))
        write_case(arguments.output, f"{shape}-plain-{NASTY_REPEAT}", NASTY_REPEAT,
                   statements(plain.format(i=i) for i in indices))

    for shape, hoisted, line in HOISTED:
        indices = range(NASTY_REPEAT)
        write_case(arguments.output, f"{shape}-hoisted-{NASTY_REPEAT}", NASTY_REPEAT,
                   statements(hoisted.format(i=i) for i in indices) + "\n"
                   + block(line.format(i=i) for i in indices))

    indices = range(NASTY_REPEAT)
    write_case(arguments.output, f"validation-rules-{NASTY_REPEAT}", NASTY_REPEAT,
               statements("_ = " + RULES.format(i=i) for i in indices))
    write_case(arguments.output, f"validation-typed-{NASTY_REPEAT}", NASTY_REPEAT,
               statements("_ = " + RULES_TYPED.format(i=i) for i in indices))


if __name__ == "__main__":
    main()
