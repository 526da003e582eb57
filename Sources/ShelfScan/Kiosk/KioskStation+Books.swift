import LendingKit

extension KioskStation {
    /// Checks the book `code` names out (or in) for the member being served; nothing without one.
    /// A book shown at a renewal offer answers it with no.
    mutating func book(_ code: String) -> [KioskFeedback] {
        guard let visit = state.visit else { return [] }
        state = .serving(visit)
        lastActivity = now
        switch settings.mode {
        case .checkout: return checkout(code, visit: visit)
        case .checkin: return checkin(code, visit: visit)
        }
    }

    /// Renews the offered loan (or not), back to lending either way.
    mutating func answerRenewal(_ accepted: Bool) -> [KioskFeedback] {
        guard case let .offeringRenewal(visit, offer) = state else { return [] }
        lastActivity = now
        state = .serving(visit)
        guard accepted else { return [] }
        do throws(LendingError) {
            let loan = try desk.database.renew(loan: offer.loanID, member: visit.member)
            return record(KioskLine(outcome: .renewed, code: offer.code, title: offer.title, dueDate: loan.dueDate),
                          in: visit, feedback: .success)
        } catch {
            return record(refusal(.lending(error), code: offer.code, title: offer.title), in: visit, feedback: .refusal)
        }
    }

    private mutating func checkout(_ code: String, visit: KioskVisit) -> [KioskFeedback] {
        do throws(DeskError) {
            let result = try desk.checkout(.typed(code), member: visit.member)
            return record(KioskLine(outcome: .borrowed, code: code, title: result.book.title, dueDate: result.loan.dueDate),
                          in: visit, feedback: .success)
        } catch {
            if case let .lending(.circulation(.refused(_, .alreadyYours(title, loanID)))) = error {
                state = .offeringRenewal(visit, RenewalOffer(loanID: loanID, title: title, code: code))
                return []
            }
            return record(refusal(error, code: code, title: nil), in: visit, feedback: .refusal)
        }
    }

    private mutating func checkin(_ code: String, visit: KioskVisit) -> [KioskFeedback] {
        do throws(DeskError) {
            let result = try desk.checkin(.typed(code), member: visit.member)
            return record(KioskLine(outcome: .returned, code: code, title: result.book.title, fine: result.fine),
                          in: visit, feedback: .success)
        } catch {
            return record(refusal(error, code: code, title: nil), in: visit, feedback: .refusal)
        }
    }

    /// Adds `line` to the visit and serves on.
    private mutating func record(_ line: KioskLine, in visit: KioskVisit, feedback: KioskFeedback) -> [KioskFeedback] {
        var visit = visit
        visit.lines.append(line)
        state = .serving(visit)
        return [feedback]
    }

    /// The refused line for `error`: a circulation refusal in the member's words, else the error;
    /// either way naming the book (its title when known, else the code shown), so that every line
    /// of the screen and the receipt says which book it is about.
    private func refusal(_ error: DeskError, code: String, title: String?) -> KioskLine {
        let words: String
        var named = false
        if case let .lending(.circulation(.refused(_, refusal))) = error {
            words = refusal.description
            named = refusal.title != nil
        } else {
            words = error.description
        }
        let book = title.map { "\"\($0)\"" } ?? code
        named = named || words.contains(code) || words.contains(book)
        return KioskLine(outcome: .refused, code: code, title: title,
                         reason: Self.sentence(named ? words : book + ": " + words))
    }
}
