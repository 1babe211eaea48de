// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {GeneratorToken} from "./GeneratorToken.sol";

/**
 * @title FixedToken
 * @notice Generator type "fixed": the whole supply is minted once, to the deploying wallet; nobody can
 * create more and nobody can burn.
 */
contract FixedToken is GeneratorToken {
    /// @param initialSupply The supply in the token's smallest unit (whole tokens × 10^decimals).
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply
    ) GeneratorToken(name_, symbol_, decimals_) {
        _mint(msg.sender, initialSupply);
    }
}
