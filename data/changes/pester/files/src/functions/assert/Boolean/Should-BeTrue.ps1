function Should-BeTrue {
    <#
    .SYNOPSIS
    Compares the actual value to a boolean $true. It does not convert input values to boolean, and will fail for any value is not $true.

    .DESCRIPTION
    This assertion only passes for the Boolean value `$true. It does not coerce input, so truthy non-Boolean values still fail.

    .PARAMETER Actual
    The actual value to compare to $true.

    .PARAMETER Because
    The reason why the input should be the expected value.

    .EXAMPLE
    ```powershell
    $true | Should-BeTrue
    ```

    This assertion will pass.

    .EXAMPLE
    ```powershell
    $false | Should-BeTrue
    Get-Process | Should-BeTrue
    $null | Should-BeTrue
    $() | Should-BeTrue
    @() | Should-BeTrue
    0 | Should-BeTrue
    ```

    All of these assertions will fail, because the actual value is not $true.

    .NOTES
    The `Should-BeTrue` assertion is the opposite of the `Should-BeFalse` assertion.

    Use the `-ErrorAction` parameter to control soft-assertion behavior for this assertion. `-ErrorAction Continue` records the failure and lets the rest of the test run (a soft assertion), while `-ErrorAction Stop` fails the test immediately, for example to guard a precondition before continuing.

    When `-ErrorAction` is not specified, the behavior comes from `Should.ErrorAction` in the configuration, which defaults to `Stop`. See https://pester.dev/docs/assertions/soft-assertions for more about soft assertions.

    .LINK
    https://pester.dev/docs/commands/Should-BeTrue

    .LINK
    https://pester.dev/docs/assertions
    #>
    [System.Diagnostics.CodeAnalysis.SuppressMessageAttribute('PSUseProcessBlockForPipelineCommand', '')]
    [CmdletBinding()]
    param (
        [Parameter(Position = 0, ValueFromPipeline = $true)]
        $Actual,
        [String]$Because
    )

    $assert = New-ShouldAssertion -Caller $PSCmdlet -Actual $Actual -Buffer $local:Input
    $Actual = $assert.Actual()
    if ($Actual -isnot [bool] -or -not $Actual) {
        $assert.Fail("Expected <expectedType> <expected>,<because> but got: <actualType> <actual>.", @{ Expected = $true; Because = $Because })
    }
}
