// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {GeneratorToken} from "./GeneratorToken.sol";

/**
 * @title UncappedToken
 * @notice Generator type "uncapped": an initial supply minted to the deploying wallet, which as the owner
 * can mint more at any time, without an upper limit.
 */
contract UncappedToken is GeneratorToken {
    /// @param initialSupply The supply in the token's smallest unit (whole tokens × 10^decimals).
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply
    ) GeneratorToken(name_, symbol_, decimals_) {
        _mint(msg.sender, initialSupply);
    }

    /// @notice Creates `amount` new tokens (smallest unit) for `to`. Only the owner may call it.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
