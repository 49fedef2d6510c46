. $PSScriptRoot\Verify-Equal.ps1

. $PSScriptRoot\Verify-True.ps1
. $PSScriptRoot\Verify-False.ps1

. $PSScriptRoot\Verify-Null.ps1
. $PSScriptRoot\Verify-NotNull.ps1

. $PSScriptRoot\Verify-Same.ps1
. $PSScriptRoot\Verify-NotSame.ps1

. $PSScriptRoot\Verify-Throw.ps1

. $PSScriptRoot\Verify-Type.ps1

. $PSScriptRoot\Verify-Like.ps1

. $PSScriptRoot\Verify-AssertionFailed.ps1
