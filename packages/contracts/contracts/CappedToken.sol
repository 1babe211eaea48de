// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Capped} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Capped.sol";
import {GeneratorToken} from "./GeneratorToken.sol";

/**
 * @title CappedToken
 * @notice Generator type "capped": an initial supply minted to the deploying wallet, which as the owner
 * can mint more, but the total supply can never exceed the cap fixed at deployment.
 */
contract CappedToken is GeneratorToken, ERC20Capped {
    /// @param initialSupply The supply in the token's smallest unit (whole tokens × 10^decimals).
    /// @param cap_ The largest total supply ever, in the smallest unit; at least `initialSupply`.
    constructor(
        string memory name_,
        string memory symbol_,
        uint8 decimals_,
        uint256 initialSupply,
        uint256 cap_
    ) GeneratorToken(name_, symbol_, decimals_) ERC20Capped(cap_) {
        _mint(msg.sender, initialSupply);
    }

    /// @notice Creates `amount` new tokens (smallest unit) for `to`, up to the cap. Only the owner may call it.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    /// @inheritdoc GeneratorToken
    function decimals() public view override(ERC20, GeneratorToken) returns (uint8) {
        return super.decimals();
    }

    function _update(address from, address to, uint256 value) internal override(ERC20, ERC20Capped) {
        super._update(from, to, value);
    }
}
