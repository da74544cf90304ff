import BindingTesting
import Foundation
import MVVM
import ReactiveCore
import XCTest

/// A disposable that records when it is disposed, under a name.
private final class NamedDisposable: Disposable, @unchecked Sendable {
    let name: String
    let log: SemRecorder<String>

    init(_ name: String, log: SemRecorder<String>) {
        self.name = name
        self.log = log
    }

    func dispose() { log.append(name) }
}

private enum Mode {
    case compact, regular, debug
}

private final class BuilderContext: BindingContext {
    let disposeBag = DisposeBag()
    let log = SemRecorder<String>()

    func make(_ name: String) -> Disposable { NamedDisposable(name, log: log) }
    func maybe(_ name: String?) -> Disposable? { name.map(make) }
}

/// DisposeBag and `binding { }` with the `@BindingDisposables` builder.
final class BindingBuilderTests: XCTestCase {
    // MARK: control flow

    func testBuilder_if() {
        let context = BuilderContext()
        for flag in [true, false] {
            context.binding {
                context.make("always")
                if flag {
                    context.make("if")
                }
            }
        }
        XCTAssertEqual(context.disposeBag.count, 3)
        context.disposeBag.dispose()
        XCTAssertEqual(context.log.values, ["always", "if", "always"])
    }

    func testBuilder_ifElse() {
        let context = BuilderContext()
        for flag in [true, false] {
            context.binding {
                if flag {
                    context.make("then")
                } else {
                    context.make("else 1")
                    context.make("else 2")
                }
            }
        }
        context.disposeBag.dispose()
        XCTAssertEqual(context.log.values, ["then", "else 1", "else 2"])
    }

    func testBuilder_elseIfChain() {
        let context = BuilderContext()
        for value in [1, 2, 3] {
            context.binding {
                if value == 1 {
                    context.make("one")
                } else if value == 2 {
                    context.make("two")
                } else {
                    context.make("other")
                }
            }
        }
        context.disposeBag.dispose()
        XCTAssertEqual(context.log.values, ["one", "two", "other"])
    }

    func testBuilder_switch() {
        let context = BuilderContext()
        for mode in [Mode.compact, .regular, .debug] {
            context.binding {
                switch mode {
                case .compact:
                    context.make("compact")
                case .regular:
                    context.make("regular")
                case .debug:
                    context.make("debug 1")
                    context.make("debug 2")
                }
            }
        }
        context.disposeBag.dispose()
        XCTAssertEqual(context.log.values, ["compact", "regular", "debug 1", "debug 2"])
    }

    func testBuilder_for() {
        let context = BuilderContext()
        context.binding {
            context.make("before")
            for index in 0..<3 {
                context.make("item \(index)")
            }
            context.make("after")
        }
        XCTAssertEqual(context.disposeBag.count, 5)
        context.disposeBag.dispose()
        XCTAssertEqual(context.log.values, ["before", "item 0", "item 1", "item 2", "after"])
    }

    func testBuilder_forOverEmptySequence() {
        let context = BuilderContext()
        let names: [String] = []
        context.binding {
            for name in names {
                context.make(name)
            }
        }
        XCTAssertEqual(context.disposeBag.count, 0)
    }

    func testBuilder_optionals() {
        let context = BuilderContext()
        context.binding {
            context.maybe("present")
            context.maybe(nil)
            if let name = Optional("if let") {
                context.make(name)
            }
        }
        XCTAssertEqual(context.disposeBag.count, 2, "a nil disposable adds nothing")
        context.disposeBag.dispose()
        XCTAssertEqual(context.log.values, ["present", "if let"])
    }

    func testBuilder_arrayOfDisposables() {
        let context = BuilderContext()
        context.binding {
            [context.make("a"), context.make("b")]
        }
        XCTAssertEqual(context.disposeBag.count, 2)
    }

    func testBuilder_concreteDisposablesOptionalsAndLiterals() {
        let context = BuilderContext()
        let concrete = NamedDisposable("concrete", log: context.log)
        let present: NamedDisposable? = NamedDisposable("concrete optional", log: context.log)
        let absent: NamedDisposable? = nil
        context.binding {
            concrete
            present
            absent
            nil
            []
            [NamedDisposable("in a literal", log: context.log)]
        }
        XCTAssertEqual(context.disposeBag.count, 3, "nil, an absent optional and an empty array add nothing")
        context.disposeBag.dispose()
        XCTAssertEqual(context.log.values, ["concrete", "concrete optional", "in a literal"])
    }

    func testConvertedDisposables_keepOrderAndIdentity() {
        let log = SemRecorder<String>()
        let first = NamedDisposable("first", log: log)
        let second = NamedDisposable("second", log: log)
        XCTAssertTrue(first.convertedDisposables.first === first)
        XCTAssertEqual(first.convertedDisposables.count, 1)
        let array: [any Disposable] = [second, first]
        XCTAssertTrue(array.convertedDisposables.elementsEqual([second, first] as [any Disposable]) { $0 === $1 })
        XCTAssertTrue(BindingDisposables.buildExpression(nil).isEmpty)
        XCTAssertEqual(log.values, [], "converting disposes nothing")
    }

    func testBuilder_emptyBlock() {
        let context = BuilderContext()
        context.binding {}
        XCTAssertEqual(context.disposeBag.count, 0)
    }

    func testBuilder_availabilityCheck() {
        let context = BuilderContext()
        context.binding {
            if #available(macOS 10.15, *) {
                context.make("available")
            } else {
                context.make("fallback")
            }
        }
        context.disposeBag.dispose()
        XCTAssertEqual(context.log.values, ["available"])
    }

    func testBuilder_keepsOrder_nestedControlFlow() {
        let context = BuilderContext()
        context.binding {
            context.make("1")
            if true {
                context.make("2")
                for index in 3...4 {
                    if index == 4 {
                        context.make("\(index)")
                    } else {
                        context.make("\(index)")
                    }
                }
            }
            context.maybe("5")
            context.make("6")
        }
        context.disposeBag.dispose()
        XCTAssertEqual(context.log.values, ["1", "2", "3", "4", "5", "6"], "disposed in declaration order")
    }

    func testBuilder_realBindingsInControlFlow() {
        let context = BuilderContext()
        let relay = BehaviorRelay(value: 0)
        let received = SemRecorder<Int>()
        let extra = true
        context.binding {
            relay.asDriver() => { received.append($0) }
            if extra {
                relay.asDriver().map { $0 * 10 } => { received.append($0) }
            }
            for offset in [100, 200] {
                relay.asDriver().map { $0 + offset } => { received.append($0) }
            }
        }
        XCTAssertEqual(context.disposeBag.count, 4)
        relay.accept(1)
        XCTAssertEqual(received.values, [0, 0, 100, 200, 1, 10, 101, 201])
        context.disposeBag.dispose()
        relay.accept(2)
        XCTAssertEqual(received.count, 8, "nothing after the bag is disposed")
    }

    // MARK: calls accumulate

    func testBuilder_callsAccumulate() {
        let context = BuilderContext()
        context.binding { context.make("first") }
        context.binding {
            context.make("second")
            context.make("third")
        }
        XCTAssertEqual(context.disposeBag.count, 3, "a second binding block adds to the first")
        context.disposeBag.dispose()
        XCTAssertEqual(context.log.values, ["first", "second", "third"])
    }

    // MARK: DisposeBag

    func testDisposeBag_disposesAllOnDeinit() {
        let log = SemRecorder<String>()
        var bag: DisposeBag? = DisposeBag()
        bag!.insert(NamedDisposable("a", log: log))
        NamedDisposable("b", log: log).disposed(by: bag!)
        bag!.insert(NamedDisposable("c", log: log), NamedDisposable("d", log: log))
        XCTAssertEqual(log.values, [])
        bag = nil
        XCTAssertEqual(log.values, ["a", "b", "c", "d"], "all disposed, in insertion order")
    }

    func testDisposeBag_contextDeinitDisposesBindings() {
        let relay = BehaviorRelay(value: 0)
        let received = SemRecorder<Int>()
        var context: BuilderContext? = BuilderContext()
        context!.binding {
            relay.asDriver() => { received.append($0) }
        }
        context = nil
        relay.accept(1)
        XCTAssertEqual(received.values, [0])
    }

    func testDisposeBag_insertingAfterDisposalDisposesAtOnce() {
        let log = SemRecorder<String>()
        let bag = DisposeBag()
        bag.dispose()
        XCTAssertTrue(bag.isDisposed)
        bag.insert(NamedDisposable("late", log: log))
        XCTAssertEqual(log.values, ["late"])
        bag.insert([NamedDisposable("late 2", log: log), NamedDisposable("late 3", log: log)])
        XCTAssertEqual(log.values, ["late", "late 2", "late 3"])
        XCTAssertEqual(bag.count, 0)
    }

    func testDisposeBag_bindingAfterDisposalDisposesAtOnce() {
        let context = BuilderContext()
        context.disposeBag.dispose()
        let relay = BehaviorRelay(value: 0)
        let received = SemRecorder<Int>()
        context.binding {
            relay.asDriver() => { received.append($0) }
        }
        relay.accept(1)
        XCTAssertEqual(received.values, [0], "the binding ran once and ended at once")
    }

    func testDisposeBag_explicitDisposeIsIdempotent() {
        let log = SemRecorder<String>()
        let bag = DisposeBag()
        bag.insert(NamedDisposable("a", log: log))
        bag.dispose()
        bag.dispose()
        XCTAssertEqual(log.values, ["a"])
    }

    func testDisposeBag_memberDisposingTheBagDuringDisposal() {
        let log = SemRecorder<String>()
        let bag = DisposeBag()
        bag.insert(Disposables.create { bag.dispose() })
        bag.insert(NamedDisposable("second", log: log))
        bag.dispose()
        XCTAssertEqual(log.values, ["second"], "re-entrant dispose neither deadlocks nor disposes twice")
    }

    // MARK: the Disposables helpers the builder is fed with

    func testCompositeAndSerialDisposables() {
        let log = SemRecorder<String>()
        let composite = CompositeDisposable()
        let key = composite.insert(NamedDisposable("removed", log: log))
        composite.insert(NamedDisposable("kept", log: log))
        composite.remove(for: key!)
        XCTAssertEqual(log.values, ["removed"])
        composite.dispose()
        XCTAssertEqual(log.values, ["removed", "kept"])
        XCTAssertNil(composite.insert(NamedDisposable("late", log: log)))
        XCTAssertEqual(log.values.last, "late")

        let serial = SerialDisposable()
        serial.disposable = NamedDisposable("s1", log: log)
        serial.disposable = NamedDisposable("s2", log: log)
        XCTAssertEqual(log.values.last, "s1")
        serial.dispose()
        XCTAssertEqual(log.values.last, "s2")
        serial.disposable = NamedDisposable("s3", log: log)
        XCTAssertEqual(log.values.last, "s3")
    }
}
