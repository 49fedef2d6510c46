function Should-Throw {
    <#
    .SYNOPSIS
    Asserts that a script block throws an exception.

    .DESCRIPTION
    This assertion executes the script block and expects it to throw. Optional filters let you match the exception type, message, or FullyQualifiedErrorId, and `-AllowNonTerminatingError` accepts non-terminating errors.

    .PARAMETER ScriptBlock
    The script block that should throw an exception.

    .PARAMETER ExceptionType
    The type of exception that should be thrown.

    .PARAMETER ExceptionMessage
    The message that the exception should contain. `-like` wildcards are supported.

    .PARAMETER FullyQualifiedErrorId
    The FullyQualifiedErrorId that the exception should contain. `-like` wildcards are supported.

    .PARAMETER AllowNonTerminatingError
    If set, the assertion will pass if a non-terminating error is thrown.

    .PARAMETER Because
    The reason why the input should be the expected value.

    .EXAMPLE
    ```powershell
    { throw 'error' } | Should-Throw
    { throw 'error' } | Should-Throw -ExceptionMessage 'error'
    { throw 'wildcard character []' } | Should-Throw -ExceptionMessage '*character `[`]'
    { throw 'error' } | Should-Throw -ExceptionType 'System.Management.Automation.RuntimeException'
    { throw 'error' } | Should-Throw -FullyQualifiedErrorId 'RuntimeException'
    { throw 'error' } | Should-Throw -FullyQualifiedErrorId '*Exception'
    { throw 'error' } | Should-Throw -AllowNonTerminatingError
    ```

    All of these assertions will pass.

    .EXAMPLE
    ```powershell
    $err = { throw 'error' } | Should-Throw
    $err.Exception.Message | Should-BeLike '*err*'
    ```

    The error record is returned from the assertion and can be used in further assertions.

    .NOTES
    Use the `-ErrorAction` parameter to control soft-assertion behavior for this assertion. `-ErrorAction Continue` records the failure and lets the rest of the test run (a soft assertion), while `-ErrorAction Stop` fails the test immediately, for example to guard a precondition before continuing.

    When `-ErrorAction` is not specified, the behavior comes from `Should.ErrorAction` in the configuration, which defaults to `Stop`. See https://pester.dev/docs/assertions/soft-assertions for more about soft assertions.

    .LINK
    https://pester.dev/docs/commands/Should-Throw

    .LINK
    https://pester.dev/docs/assertions

    #>
    [System.Diagnostics.CodeAnalysis.SuppressMessageAttribute('PSUseProcessBlockForPipelineCommand', '')]
    [CmdletBinding()]
    param (
        [Parameter(ValueFromPipeline = $true, Mandatory = $true)]
        [ScriptBlock]$ScriptBlock,
        [Parameter(Position = 0)]
        [String]$ExceptionMessage,
        [Parameter(Position = 1)]
        [String]$FullyQualifiedErrorId,
        [Parameter(Position = 2)]
        [Type]$ExceptionType,
        [String]$Because,
        [Switch]$AllowNonTerminatingError
    )

    $assert = New-ShouldAssertion -Caller $PSCmdlet -Actual $ScriptBlock -Buffer $local:Input
    $ScriptBlock = $assert.Actual()

    Assert-BoundScriptBlockInput -ScriptBlock $ScriptBlock

    $errorThrown = $false
    $err = $null
    try {
        $p = 'stop'
        if ($AllowNonTerminatingError) {
            $p = 'continue'
        }

        $eap = [PSVariable]::new("erroractionpreference", $p)
        $null = $ScriptBlock.InvokeWithContext($null, $eap, $null) 2>&1
    }
    catch {
        $errorThrown = $true
        $err = Get-ErrorObject $_
    }

    $buts = @()
    $filters = @()

    $filterOnExceptionType = $null -ne $ExceptionType
    if ($filterOnExceptionType) {
        $exceptionFilterTypeFormatted = Format-Type2 $ExceptionType

        $filters += "of type $exceptionFilterTypeFormatted"

        $exceptionTypeFilterMatches = $err.Exception -is $ExceptionType
        if (-not $exceptionTypeFilterMatches) {
            $exceptionTypeFormatted = Get-ShortType2 $err.Exception
            $buts += "the exception type was $exceptionTypeFormatted"
        }
    }

    $filterOnMessage = -not ([string]::IsNullOrWhiteSpace($ExceptionMessage))
    if ($filterOnMessage) {
        $filters += "with message like '$([System.Management.Automation.WildcardPattern]::Unescape($ExceptionMessage))'"
        if ($err.ExceptionMessage -notlike $ExceptionMessage) {
            $buts += "the message was '$($err.ExceptionMessage)'"
        }
    }

    $filterOnId = -not ([string]::IsNullOrWhiteSpace($FullyQualifiedErrorId))
    if ($filterOnId) {
        $filters += "with FullyQualifiedErrorId '$FullyQualifiedErrorId'"
        if ($err.FullyQualifiedErrorId -notlike $FullyQualifiedErrorId) {
            $buts += "the FullyQualifiedErrorId was '$($err.FullyQualifiedErrorId)'"
        }
    }

    if (-not $errorThrown) {
        $buts += "no exception was thrown"
    }

    if ($buts.Count -ne 0) {
        $filter = Add-SpaceToNonEmptyString ( Join-And $filters -Threshold 3 )
        $but = Join-And $buts
        $defaultMessage = "Expected an exception,$filter to be thrown, but $but."
        $assert.Fail($defaultMessage, @{ Because = $Because })
    }

    $err.ErrorRecord
}

function Get-ErrorObject ($ErrorRecord) {

    if ($ErrorRecord.Exception -like '*"InvokeWithContext"*') {
        # The scriptblock ran via InvokeWithContext, so a terminating error is wrapped in
        # a MethodInvocationException. Unwrap it so we report the same exception that
        # & { } would have surfaced in $_ (#2873).
        $inner = $ErrorRecord.Exception.InnerException
        $record = $inner.ErrorRecord

        # When the inner exception carries an error record whose own exception is just a
        # ParentContainsErrorRecordException placeholder (e.g. a parameter binding failure,
        # or a division by zero), the real exception is the inner exception itself.
        # Otherwise the record's exception is the one the caller threw - for example
        # Write-Error -ErrorAction Stop wraps the original record in an
        # ActionPreferenceStopException, and Get-Item -ErrorAction Stop does the same.
        if ($null -eq $record) {
            $realException = $inner
            $record = $ErrorRecord
        }
        elseif ($record.Exception -is [System.Management.Automation.ParentContainsErrorRecordException]) {
            $realException = $inner
        }
        else {
            $realException = $record.Exception
        }

        [PSCustomObject] @{
            ErrorRecord           = $record
            ExceptionMessage      = $realException.Message
            Exception             = $realException
            ExceptionType         = $realException.GetType()
            FullyQualifiedErrorId = $record.FullyQualifiedErrorId
        }
    }
    else {
        [PSCustomObject] @{
            ErrorRecord           = $ErrorRecord
            ExceptionMessage      = $ErrorRecord.Exception.Message
            Exception             = $ErrorRecord.Exception
            ExceptionType         = $ErrorRecord.Exception.GetType()
            FullyQualifiedErrorId = $ErrorRecord.FullyQualifiedErrorId
        }
    }
}

function Join-And ($Items, $Threshold = 2) {

    if ($null -eq $items -or $items.count -lt $Threshold) {
        $items -join ', '
    }
    else {
        $c = $items.count
        ($items[0..($c - 2)] -join ', ') + ' and ' + $items[-1]
    }
}

function Add-SpaceToNonEmptyString ([string]$Value) {
    if ($Value) {
        " $Value"
    }
}
