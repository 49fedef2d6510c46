Set-StrictMode -Version Latest

InPesterModuleScope {

    Describe -Tag "Acceptance" "Should" {
        It "can use the Be assertion" {
            1 | Should -Be 1
        }

        It "can use the Not Be assertion" {
            1 | Should -Not -Be 2
        }

        It "can use the BeNullOrEmpty assertion" {
            $null | Should -BeNullOrEmpty
            @()   | Should -BeNullOrEmpty
            ""    | Should -BeNullOrEmpty
        }

        It "can use the Not BeNullOrEmpty assertion" {
            @("foo") | Should -Not -BeNullOrEmpty
            "foo"    | Should -Not -BeNullOrEmpty
            "   "    | Should -Not -BeNullOrEmpty
            @(1, 2, 3) | Should -Not -BeNullOrEmpty
            12345    | Should -Not -BeNullOrEmpty
            $item1 = New-Object PSObject -Property @{Id = 1; Name = "foo" }
            $item2 = New-Object PSObject -Property @{Id = 2; Name = "bar" }
            @($item1, $item2) | Should -Not -BeNullOrEmpty
        }

        It "can handle exception thrown assertions" {
            { foo } | Should -Throw
        }

        It "can handle exception should not be thrown assertions" {
            { $foo = 1 } | Should -Not -Throw
        }

        It "can handle Exist assertion" {
            "TestDrive:" | Should -Exist
        }

        It "can handle the Match assertion" {
            "abcd1234" | Should -Match "d1"
        }

        It "can test for file contents" {
            "expected text" | Set-Content "TestDrive:\test.foo"
            "TestDrive:\test.foo" | Should -FileContentMatch "expected text"
        }

        It "ensures all assertion functions provide failure messages" {
            $assertionFunctions = @("ShouldBe", "ShouldThrow", "ShouldBeNullOrEmpty", "ShouldExist",
                "ShouldMatch", "ShouldFileContentMatch")
            $assertionFunctions | ForEach-Object {
                "function:$($_)FailureMessage" | Should -Exist
                "function:Not$($_)FailureMessage" | Should -Exist
            }
        }

        # TODO: understand the purpose of this test, perhaps some better wording
        Context "can process functions with empty output as input" {
            BeforeAll {
                function ReturnNothing {
                }
            }

            It 'throws using ErrorAction Stop' {
                { $(ReturnNothing) | Should -Not -BeNullOrEmpty -ErrorAction Stop } | Verify-Throw
            }

            It 'does not throw without ErrorAction Stop' {
                $errors = @( { $(ReturnNothing) | Should -Not -BeNullOrEmpty } | Verify-AssertionFailed)

                $errors.Count | Should -Be 1
            }
        }

        # Assertion messages aren't convention-based anymore, but we should probably still make sure
        # that our tests are complete (including negative tests) to verify the proper messages get
        # returned.  Those will need to exist in other tests files.

        <#
        It 'All failure message functions are present' {
            $assertionFunctions = Get-Command -CommandType Function -Module Pester |
                                  Select -ExpandProperty Name |
                                  Where { $_ -like 'Pester*' -and $_ -notlike '*FailureMessage' }

            $missingFunctions = @(
                foreach ($assertionFunction in $assertionFunctions)
                {
                    $positiveFailureMessage = "${assertionFunction}FailureMessage"
                    $negativeFailureMessage = "Not${assertionFunction}FailureMessage"

                    if (-not (Test-Path function:$positiveFailureMessage)) { $positiveFailureMessage }
                    if (-not (Test-Path function:$negativeFailureMessage)) { $negativeFailureMessage }
                }
            )

            [string]$missingFunctions | Should BeNullOrEmpty
        }
        #>
    }

    Describe 'Returning values from Should' {
        It 'Should -Be swallows the given object' {
            $user = [PSCustomObject]@{
                Name = "Jakub"
            }

            $returnedValue = $user | Should -Not -Be $null # just some test so we call the assertion
            $returnedValue | Should -BeNullOrEmpty # make sure the previous assertion returned nothing
        }
    }

    Describe 'Using Should without the main assertion switch' {
        It 'Should -Throw should be used when one of its parameters is used' {
            { throw "abc" } | Should -ErrorId "abc" # -Throw is not used
        }
    }

    Describe 'Using Should without MyInvocation when generating help' {
        It 'Get-Command Should -Syntax should show all help' {
            Get-Command Should -Syntax | Should -Not -BeNullOrEmpty
        }
    }

    Describe 'Providing the actual value by parameter instead of the pipeline (#2314)' {
        It 'compares an array given via -ActualValue / splatting the same as via the pipeline' {
            # https://github.com/pester/Pester/issues/2314
            # SupportsArrayInput assertions used to wrap a by-parameter value one level too deep.
            Should -ActualValue @(1, 2, 3) -Be -ExpectedValue @(1, 2, 3)

            $splat = @{ ActualValue = @(1, 2, 3); Be = $true; ExpectedValue = @(1, 2, 3) }
            Should @splat

            { Should -ActualValue @(1, 2, 3) -Be -ExpectedValue @(1, 2, 4) } | Verify-AssertionFailed
        }

        It 'counts an array given via -ActualValue with -HaveCount' {
            Should -ActualValue @(1, 2, 3) -HaveCount 3
            { Should -ActualValue @(1, 2, 3) -HaveCount 2 } | Verify-AssertionFailed
        }
    }
}
