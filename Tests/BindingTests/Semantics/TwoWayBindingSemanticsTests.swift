import Binding
import BindingTesting
import Dispatch
import Foundation
import XCTest

private final class FormViewModel: @unchecked Sendable {
    @Mutable var name = "model"
    @Mutable var age = 30
    @Mutable var isHidden = false
    @Mutable var nickname: String? = nil
}

/// `<=>`: the view model's value wins at creation; afterwards
/// changes flow both ways synchronously, with no echo and no loop.
final class TwoWayBindingSemanticsTests: XCTestCase {
    override func tearDown() {
        semDrainMainQueue()
        super.tearDown()
    }

    /// Counts the values a relay emits after subscription (not the replayed one).
    private func countEmissions<Value>(of relay: BehaviorRelay<Value>) -> (SemRecorder<Value>, Disposable) {
        let recorder = SemRecorder<Value>()
        return (recorder, relay.skip(1).subscribe(onNext: recorder.append))
    }

    // MARK: at creation the view model's value wins

    func testTwoWay_viewModelValueWinsAtCreation() {
        let model = FormViewModel()
        let control = SemFakeControl<String>("view")
        let (emissions, counting) = countEmissions(of: model.$name)
        let binding = model.$name <=> control.property
        XCTAssertEqual(control.value, "model")
        XCTAssertEqual(model.name, "model")
        XCTAssertEqual(control.programmaticSets, ["model"])
        XCTAssertEqual(emissions.values, [], "the control's initial value never reaches the model")
        binding.dispose()
        counting.dispose()
    }

    func testTwoWay_viewModelValueWinsAtCreation_optionalControlWithDefault() {
        let model = FormViewModel()
        let control = SemFakeControl<String?>(nil)
        let binding = model.$name <=> control.property ?? ""
        XCTAssertEqual(control.value, "model")
        XCTAssertEqual(model.name, "model")
        binding.dispose()
    }

    // MARK: afterwards changes flow both ways synchronously

    func testTwoWay_userChangeReachesModelSynchronously() {
        let model = FormViewModel()
        let control = SemFakeControl<String>("")
        let binding = model.$name <=> control.property
        control.userSets("typed")
        XCTAssertEqual(model.name, "typed", "before userSets returns")
        binding.dispose()
    }

    func testTwoWay_modelChangeReachesControlSynchronouslyOnMain() {
        let model = FormViewModel()
        let control = SemFakeControl<String>("")
        let binding = model.$name <=> control.property
        model.name = "from model"
        XCTAssertEqual(control.value, "from model")
        model.$name.accept("via relay")
        XCTAssertEqual(control.value, "via relay")
        binding.dispose()
    }

    func testTwoWay_modelChangeFromBackgroundReachesControlOnMain() {
        let model = FormViewModel()
        let control = SemFakeControl<String>("")
        let binding = model.$name <=> control.property
        semOnBackgroundThread {
            for index in 1...20 { model.name = "bg \(index)" }
        }
        semDrainMainQueue()
        XCTAssertEqual(control.value, "bg 20", "the control ends with the model's latest value")
        XCTAssertEqual(model.name, "bg 20")
        binding.dispose()
    }

    // MARK: no echo

    func testTwoWay_noEcho_userChangeIsNotWrittenBackToControl() {
        let model = FormViewModel()
        let control = SemFakeControl<String>("")
        let binding = model.$name <=> control.property
        control.userSets("a")
        control.userSets("ab")
        XCTAssertEqual(control.programmaticSets, ["model"], "only the initial sync writes to the control")
        binding.dispose()
    }

    func testTwoWay_noEcho_modelChangeIsNotSentBackToModel() {
        let model = FormViewModel()
        let control = SemFakeControl<String>("", echoesProgrammaticSets: true)
        let binding = model.$name <=> control.property
        let (emissions, counting) = countEmissions(of: model.$name)
        model.name = "x"
        model.name = "y"
        XCTAssertEqual(emissions.values, ["x", "y"], "the control's echo of a programmatic set is not taken as user input")
        XCTAssertEqual(control.programmaticSets, ["model", "x", "y"])
        binding.dispose()
        counting.dispose()
    }

    // MARK: no loop

    func testTwoWay_noLoop_echoingControlCountsEmissions() {
        // A GTK-like control reports its own programmatic sets as changes.
        let model = FormViewModel()
        let control = SemFakeControl<String>("", echoesProgrammaticSets: true)
        let binding = model.$name <=> control.property
        let (emissions, counting) = countEmissions(of: model.$name)
        control.userSets("u1")
        model.name = "m1"
        control.userSets("u2")
        XCTAssertEqual(emissions.values, ["u1", "m1", "u2"], "one model emission per change, from either side")
        XCTAssertEqual(control.programmaticSets, ["model", "m1"], "one control write per model change")
        binding.dispose()
        counting.dispose()
    }

    func testTwoWay_noLoop_twoControlsBoundToOneRelay() {
        let model = FormViewModel()
        let first = SemFakeControl<String>("", echoesProgrammaticSets: true)
        let second = SemFakeControl<String>("", echoesProgrammaticSets: true)
        let a = model.$name <=> first.property
        let b = model.$name <=> second.property
        let (emissions, counting) = countEmissions(of: model.$name)
        first.userSets("typed in first")
        XCTAssertEqual(second.value, "typed in first", "the other control follows")
        XCTAssertEqual(model.name, "typed in first")
        XCTAssertEqual(emissions.values, ["typed in first"])
        XCTAssertEqual(first.programmaticSets, ["model"], "no echo to the control the change came from")
        a.dispose()
        b.dispose()
        counting.dispose()
    }

    func testTwoWay_disposingStopsBothDirections() {
        let model = FormViewModel()
        let control = SemFakeControl<String>("")
        let binding = model.$name <=> control.property
        binding.dispose()
        control.userSets("after")
        model.name = "model after"
        XCTAssertEqual(model.name, "model after")
        XCTAssertEqual(control.value, "after")
        XCTAssertEqual(control.observerCount, 0)
    }

    func testTwoWay_bindingEndsWhenControlIsDestroyed() {
        let model = FormViewModel()
        let control = SemFakeControl<String>("")
        let binding = model.$name <=> control.property
        control.destroy()
        XCTAssertEqual(control.observerCount, 0, "completion ended the binding's subscription to the control")
        control.userSets("ignored")
        XCTAssertEqual(model.name, "model", "a destroyed control no longer drives the model")
        binding.dispose()
    }

    // MARK: relay <=> relay

    func testTwoWay_relayRelay_leftWinsAtCreation() {
        let left = BehaviorRelay(value: 1)
        let right = BehaviorRelay(value: 2)
        let binding = left <=> right
        XCTAssertEqual(left.value, 1)
        XCTAssertEqual(right.value, 1)
        binding.dispose()
    }

    func testTwoWay_relayRelay_bothWaysNoLoop() {
        let left = BehaviorRelay(value: "a")
        let right = BehaviorRelay(value: "b")
        let binding = left <=> right
        let (leftEmissions, l) = countEmissions(of: left)
        let (rightEmissions, r) = countEmissions(of: right)
        left.accept("x")
        XCTAssertEqual(right.value, "x", "synchronous")
        right.accept("y")
        XCTAssertEqual(left.value, "y")
        left.accept("y")
        XCTAssertEqual(leftEmissions.values, ["x", "y", "y"])
        XCTAssertEqual(rightEmissions.values, ["x", "y"], "an equal value is not copied again")
        binding.dispose()
        l.dispose()
        r.dispose()
    }

    func testTwoWay_relayRelay_nonEquatableValuesNoLoop() {
        struct Box { let value: Int }
        let left = BehaviorRelay(value: Box(value: 1))
        let right = BehaviorRelay(value: Box(value: 2))
        let binding = left <=> right
        let (leftEmissions, l) = countEmissions(of: left)
        let (rightEmissions, r) = countEmissions(of: right)
        left.accept(Box(value: 3))
        right.accept(Box(value: 4))
        XCTAssertEqual(left.value.value, 4)
        XCTAssertEqual(right.value.value, 4)
        XCTAssertEqual(leftEmissions.values.map(\.value), [3, 4], "each side emits once per change")
        XCTAssertEqual(rightEmissions.values.map(\.value), [3, 4])
        binding.dispose()
        l.dispose()
        r.dispose()
    }

    func testTwoWay_relayRelay_chainOfThree() {
        let a = BehaviorRelay(value: 0)
        let b = BehaviorRelay(value: 0)
        let c = BehaviorRelay(value: 0)
        let ab = a <=> b
        let bc = b <=> c
        c.accept(5)
        XCTAssertEqual([a.value, b.value, c.value], [5, 5, 5])
        a.accept(6)
        XCTAssertEqual([a.value, b.value, c.value], [6, 6, 6])
        ab.dispose()
        bc.dispose()
    }

    // MARK: transforms both ways, with a refusing transform

    func testTwoWay_transforms_bothWays() {
        let model = FormViewModel()
        let control = SemFakeControl<String>("")
        let binding = model.$age.bind(to: control.property, toControl: { "\($0)" }, toModel: { Int($0) })
        XCTAssertEqual(control.value, "30", "model wins, converted")
        control.userSets("42")
        XCTAssertEqual(model.age, 42)
        model.age = 7
        XCTAssertEqual(control.value, "7")
        binding.dispose()
    }

    func testTwoWay_transforms_refusingTransformKeepsModelAndResetsControl() {
        let model = FormViewModel()
        let control = SemFakeControl<String>("")
        let binding = model.$age.bind(to: control.property, toControl: { "\($0)" }, toModel: { Int($0) })
        let (emissions, counting) = countEmissions(of: model.$age)
        control.userSets("12")
        control.userSets("12a")
        XCTAssertEqual(model.age, 12, "the refused value does not reach the model")
        XCTAssertEqual(control.value, "12", "the control is reset to the model's value")
        XCTAssertEqual(emissions.values, [12])
        XCTAssertEqual(control.programmaticSets, ["30", "12"])
        binding.dispose()
        counting.dispose()
    }

    func testTwoWay_transforms_refusingTransformWithEchoingControlDoesNotLoop() {
        let model = FormViewModel()
        let control = SemFakeControl<String>("", echoesProgrammaticSets: true)
        let binding = model.$age.bind(to: control.property, toControl: { "\($0)" }, toModel: { Int($0) })
        let (emissions, counting) = countEmissions(of: model.$age)
        control.userSets("abc")
        XCTAssertEqual(model.age, 30)
        XCTAssertEqual(control.value, "30")
        XCTAssertEqual(emissions.values, [], "the reset is not taken as user input")
        binding.dispose()
        counting.dispose()
    }

    // MARK: inverted Bool

    func testTwoWay_invertedBool() {
        let model = FormViewModel()
        let checkbox = SemFakeControl<Bool>(false)
        let binding = model.$isHidden <=> !checkbox.property
        XCTAssertEqual(checkbox.value, true, "isHidden false → visible checkbox on")
        checkbox.userSets(false)
        XCTAssertEqual(model.isHidden, true)
        model.isHidden = false
        XCTAssertEqual(checkbox.value, true)
        binding.dispose()
    }

    // MARK: precedence

    func testTwoWay_precedence_nilCoalescingNeedsNoParentheses() {
        let model = FormViewModel()
        let control = SemFakeControl<String?>("typed")
        let binding = model.$name <=> control.property ?? ""
        control.userSets(nil)
        XCTAssertEqual(model.name, "", "nil reads as the default")
        model.name = "m"
        XCTAssertEqual(control.value, "m")
        binding.dispose()
    }

    func testTwoWay_optionalModelWithOptionalControl() {
        let model = FormViewModel()
        let control = SemFakeControl<String?>("x")
        let binding = model.$nickname <=> control.property
        XCTAssertNil(control.value)
        control.userSets("nick")
        XCTAssertEqual(model.nickname, "nick")
        binding.dispose()
    }
}
