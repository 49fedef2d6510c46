function Should-NotBeWhiteSpaceString {
    <#
    .SYNOPSIS
    Ensures that the input is a string, and that the input is not $null, empty, or whitespace only string.

    .DESCRIPTION
    This assertion requires a string that contains at least one non-whitespace character. It fails for `$null, `""`, whitespace-only strings, and non-string values.

    .PARAMETER Actual
    The actual value that will be compared.

    .PARAMETER Because
    The reason why the input should be a string that is not $null, empty, or whitespace only string.

    .EXAMPLE
    ```powershell
    $actual = "hello"
    $actual | Should-NotBeWhiteSpaceString
    ```

    This test will pass.

    .EXAMPLE
    ```powershell
    $actual = "  "
    $actual | Should-NotBeWhiteSpaceString
    ```

    This test will fail, the input is a whitespace only string.

    .EXAMPLE
    ```powershell
    $null | Should-NotBeWhiteSpaceString
    "" | Should-NotBeWhiteSpaceString
    $() | Should-NotBeWhiteSpaceString
    $false | Should-NotBeWhiteSpaceString
    1 | Should-NotBeWhiteSpaceString
    ```

    All the tests above will fail, the input is not a string.

    .NOTES
    Use the `-ErrorAction` parameter to control soft-assertion behavior for this assertion. `-ErrorAction Continue` records the failure and lets the rest of the test run (a soft assertion), while `-ErrorAction Stop` fails the test immediately, for example to guard a precondition before continuing.

    When `-ErrorAction` is not specified, the behavior comes from `Should.ErrorAction` in the configuration, which defaults to `Stop`. See https://pester.dev/docs/assertions/soft-assertions for more about soft assertions.

    .LINK
    https://pester.dev/docs/commands/Should-NotBeWhiteSpaceString

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

    if ($Actual -isnot [string] -or [string]::IsNullOrWhiteSpace($Actual)) {
        $assert.Fail("Expected a [string] that is not `$null, empty or whitespace,<because> but got <actualType>: <actual>", @{ Because = $Because }, $true)
    }
}
