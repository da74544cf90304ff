extension TextConverter {
    /// This converter for a type of the app's own that wraps or derives from
    /// `Value`: text is parsed as before, then turned into `Other` by `to`;
    /// `from` gives back the `Value` to show.
    ///
    /// <!-- snippet: doc-TextConverter-Map -->
    /// ```swift
    /// struct Money: Equatable { var amount: Decimal }
    /// let money = TextConverter<Decimal>.decimal(fractionDigits: 2).map(to: { Money(amount: $0) }, from: \.amount)
    /// func bind() { binding { viewModel.$price <=> priceEntry.rx.text(money, updating: .onFocusLoss) } }
    /// ```
    public func map<Other>(
        to convert: @escaping (Value) -> Other, from back: @escaping (Other) -> Value
    ) -> TextConverter<Other> {
        let format = format, parse = parse
        return TextConverter<Other>(format: { format(back($0)) }, parse: { parse($0).map(convert) })
    }

    /// This converter for a type of the app's own that not every `Value`
    /// makes: `to` returns the value or the conversion problem (a negative
    /// amount where only credits are allowed), which the binding reports as
    /// for unreadable text, leaving the model as it is.
    ///
    /// <!-- snippet: doc-TextConverter-Map-2 -->
    /// ```swift
    /// let percent = TextConverter<Int>.integer().map(
    ///     checking: { (0...100).contains($0) ? .success(Percent($0)) : .failure(ConversionError("Enter 0 to 100")) },
    ///     from: \.value)
    /// ```
    public func map<Other>(
        checking convert: @escaping (Value) -> Result<Other, ConversionError>, from back: @escaping (Other) -> Value
    ) -> TextConverter<Other> {
        let format = format, parse = parse
        return TextConverter<Other>(format: { format(back($0)) }, parse: { parse($0).flatMap(convert) })
    }
}
