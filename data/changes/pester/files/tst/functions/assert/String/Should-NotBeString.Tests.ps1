Set-StrictMode -Version Latest

InPesterModuleScope {
    Describe "Get-StringNotEqualDefaultFailureMessage" {
        It "returns correct default message" {
            $expected = "Expected the strings to be different but they were the same 'abc'."
            $actual = Get-StringNotEqualDefaultFailureMessage -Expected "abc" -Actual "abc"
            $actual | Verify-Equal $expected
        }

        It "Throws with default message when test fails" {
            $expected = Get-StringNotEqualDefaultFailureMessage -Expected "abc" -Actual "abc"
            $exception = { Should-NotBeString -Expected "abc" -Actual "abc" } | Verify-AssertionFailed
            "$exception" | Verify-Equal $expected
        }
    }
}

Describe "Should-NotBeString" {
    It "Does nothing when string are different" {
        Should-NotBeString -Expected "abc" -Actual "bde"
    }

    It "Throws when strings are the same" {
        { Should-NotBeString -Expected "abc" -Actual "abc" } | Verify-AssertionFailed
    }

    It "Allows actual to be passed from pipeline" {
        "abc" | Should-NotBeString -Expected "bde"
    }

    It "Allows expected to be passed by position" {
        Should-NotBeString "abc" -Actual "bde"
    }

    It "Allows actual to be passed by pipeline and expected by position" {
        "abc" | Should-NotBeString "bde"
    }

    Context "String specific features" {
        It "Can compare strings in CaseSensitive mode" {
            Should-NotBeString -Expected "ABC" -Actual "abc" -CaseSensitive
        }

        It "Can compare strings without whitespace" {
            { Should-NotBeString -Expected " a b c " -Actual "abc" -IgnoreWhitespace } | Verify-AssertionFailed
        }

        It "Fails when strings differ only by whitespace at the start or end" -ForEach @(
            @{ Value = " abc" }
            @{ Value = "abc " }
            @{ Value = "abc`t" }
            @{ Value = "`tabc" }
        ) {
            { $Value | Should-NotBeString -Expected "abc" -TrimWhitespace } | Verify-AssertionFailed
        }

        It "Trimming whitespace does not remove it from inside of the string" {
            "a bc" | Should-NotBeString -Expected "abc" -TrimWhitespace
        }

        It "Fails when strings differ only in line ending style" {
            { "line1`nline2" | Should-NotBeString -Expected "line1`r`nline2" -NormalizeNewline } | Verify-AssertionFailed
        }

        It "Passes when strings differ in more than line ending style" {
            "a`nb" | Should-NotBeString -Expected "a`n`nb" -NormalizeNewline
        }
    }

    It "Can be called with positional parameters" {
        { Should-NotBeString "a" "a" } | Verify-AssertionFailed
    }

    It "Throws when collection of strings is passed in by pipeline, even if the last string is different from the expected string" {
        $err = { "abc", "bde" | Should-NotBeString -Expected "abc" } | Verify-Throw
        $err.Exception | Verify-Type ([ArgumentException])
    }

    It "Throws when -Actual is not a string" {
        $err = { Should-NotBeString -Expected "abc" -Actual 1 } | Verify-Throw
        $err.Exception | Verify-Type ([ArgumentException])
    }

    It "Requires Expected" {
        $err = { "abc" | Should-NotBeString } | Verify-Throw
        $err.Exception | Verify-Type ([System.Management.Automation.ParameterBindingException])
    }
}

