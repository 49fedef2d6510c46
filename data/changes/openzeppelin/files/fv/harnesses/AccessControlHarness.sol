// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {AccessControl} from "../patched/access/AccessControl.sol";

contract AccessControlHarness is AccessControl {}
